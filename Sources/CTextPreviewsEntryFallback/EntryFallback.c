// Catches a runner target set up without PreviewRegistryPlugin. The plugin writes the
// runner's entry point; without it, SwiftPM still links an executable whose `main` does
// nothing, so `swift run preview-runner` would print nothing and exit 0 — a CI job that
// checks no snapshot and passes. Every executable that links PreviewRunner gets this
// check: if a program named `preview-runner` exits without ever starting the runner, it
// says what is missing and exits 2 instead. (The check is by name because that is the name
// the README gives the runner target; other programs that link PreviewRunner, such as test
// bundles and benchmarks, are left alone.)
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "EntryFallback.h"

static volatile int runnerStarted = 0;

void textpreviews_note_runner_started(void) { runnerStarted = 1; }

static const char *programName(void) {
#if defined(__APPLE__)
  return getprogname();
#else
  extern char *program_invocation_short_name;
  return program_invocation_short_name;
#endif
}

static void checkRunnerStarted(void) {
  if (runnerStarted) return;
  fflush(NULL);
  fputs(
      "error: preview-runner ran no previews: its target does not apply PreviewRegistryPlugin, which finds the\n"
      "previews and writes the runner's entry point. Add to the target in Package.swift:\n"
      "  plugins: [.plugin(name: \"PreviewRegistryPlugin\", package: \"TextPreviews\")]\n"
      "(package: is the name given by .package(name:path:), else the folder's name; the URL's last component with\n"
      ".package(url:))\n",
      stderr);
  _exit(2);
}

// SwiftPM links an executable's entry point as `<module>_main` (so that tests can link the
// module too). When a multi-file `preview-runner` target has no entry point because the
// plugin that writes it is missing, this weak definition is the one linked, instead of a
// linker error about an undefined symbol; any real entry point replaces it.
__attribute__((weak)) int preview_runner_main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  return 0;
}

__attribute__((constructor)) static void installCheck(void) {
  const char *name = programName();
  if (name != NULL && strcmp(name, "preview-runner") == 0) atexit(checkRunnerStarted);
}
