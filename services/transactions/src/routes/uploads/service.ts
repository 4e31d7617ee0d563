/** The uploads routes' service is the statement import use-case (src/import); the limits its tests read are here. */
export { MAX_BATCHES_IN_FLIGHT } from '../../import/pipeline';
export { DUPLICATE_REASON } from '../../import/report';
export { IMPORT_BATCH_ROWS } from '../../import/rows';
