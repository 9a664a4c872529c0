export {
  LIVE_CHANGE_FIELD,
  LIVE_CHANGES_KEPT_MS,
  addLiveChanges,
  liveChangesKey,
} from './live-changes-stream.js';
export {
  entryBefore,
  type LiveChangeEntry,
  LiveChangesReader,
  type LiveChangesReaderHandlers,
} from './live-changes-reader.js';
