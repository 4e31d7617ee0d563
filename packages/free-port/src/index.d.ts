/** A free TCP port on 127.0.0.1 that this process has not handed out before (index.js). */
export declare function freePort(): Promise<number>;
