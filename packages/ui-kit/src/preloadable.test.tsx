import { Suspense, lazy, useLayoutEffect, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable, type Preloadable } from './preloadable';
import { useLoadedModule } from './useLoadedModule';

type Greeting = { Greeting: () => ReactNode };
const greeting: Greeting = { Greeting: () => <p>Hello</p> };

function Show({ source, onFirstCommit }: { source: Preloadable<Greeting>; onFirstCommit?: (text: string) => void }) {
  const { module, error } = useLoadedModule(source);
  // What the very first committed frame showed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded once, on the first commit only
  useLayoutEffect(() => onFirstCommit?.(document.body.textContent ?? ''), []);
  if (error !== undefined) return <p>Failed: {String(error)}</p>;
  return module ? <module.Greeting /> : <p>Loading</p>;
}

describe('preloadable and useLoadedModule', () => {
  it('imports once however often it is asked, and again after a failure', async () => {
    const importer = jest
      .fn<Promise<Greeting>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(greeting);
    const source = preloadable(importer);
    await expect(source.load()).rejects.toThrow('offline');
    expect(source.current()).toBeUndefined();
    await Promise.all([source.load(), source.load()]);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(source.current()).toBe(greeting);
  });

  it('renders code loaded ahead in the first frame, where React.lazy would suspend', async () => {
    const source = preloadable(async () => greeting);
    await source.load();
    const first = jest.fn();
    render(<Show source={source} onFirstCommit={first} />);
    expect(first).toHaveBeenCalledWith('Hello');

    // The control: the same module, already resolved, behind React.lazy first commits the fallback.
    const done = Promise.resolve({ default: greeting.Greeting });
    await done;
    const Lazy = lazy(() => done);
    const lazyFirst = jest.fn();
    function Fallback() {
      useLayoutEffect(() => lazyFirst(document.body.textContent ?? ''), []);
      return <p>Waiting</p>;
    }
    document.body.innerHTML = '';
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy />
      </Suspense>,
    );
    expect(lazyFirst).toHaveBeenCalledWith('Waiting');
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('shows the placeholder until the code arrives, then the module', async () => {
    let arrive: (module: Greeting) => void = () => undefined;
    const source = preloadable(() => new Promise<Greeting>((resolve) => (arrive = resolve)));
    render(<Show source={source} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive(greeting));
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('returns the failure of an import that did not arrive', async () => {
    const source = preloadable<Greeting>(() => Promise.reject(new Error('chunk failed')));
    render(<Show source={source} />);
    expect(await screen.findByText('Failed: Error: chunk failed')).toBeInTheDocument();
  });

  it('loads nothing while not wanted', () => {
    const importer = jest.fn(async () => greeting);
    function Idle() {
      const { module } = useLoadedModule(preloadable(importer), false);
      return <p>{module ? 'loaded' : 'idle'}</p>;
    }
    render(<Idle />);
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
  });
});
