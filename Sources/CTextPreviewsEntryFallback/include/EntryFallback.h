#ifndef TEXTPREVIEWS_ENTRY_FALLBACK_H
#define TEXTPREVIEWS_ENTRY_FALLBACK_H

/// Records that the runner started, so a `preview-runner` process that exits without
/// running (a target missing PreviewRegistryPlugin) is reported instead of passing silently.
void textpreviews_note_runner_started(void);

#endif
