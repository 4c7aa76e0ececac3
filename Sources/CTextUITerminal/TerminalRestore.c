// Restoring the terminal from a signal handler. Everything here that a handler reaches is
// async-signal-safe: write, read, lseek, tcsetattr, dup2, sigaction, raise, and plain memory.
// The Swift side arms it once the screen is set up and calls the same restore on a normal
// exit, so every way out runs one piece of code, at most once.
#define _GNU_SOURCE
#include "CTextUITerminal.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static volatile sig_atomic_t armed = 0;
static volatile sig_atomic_t restored = 0;
static int terminalFD = -1;
static struct termios savedSettings;
static char leaveBytes[256];
static size_t leaveCount = 0;
static int realOutput = -1, realError = -1, capturedOutput = -1, capturedError = -1;

static void writeAll(int fd, const char *bytes, size_t count) {
  while (count > 0) {
    ssize_t written = write(fd, bytes, count);
    if (written < 0) {
      if (errno == EINTR) continue;
      return;
    }
    bytes += written;
    count -= (size_t)written;
  }
}

/// Copies what was captured in `from` (a file) to `to`, from its start.
static void replay(int from, int to) {
  if (from < 0 || to < 0) return;
  if (lseek(from, 0, SEEK_SET) < 0) return;
  char chunk[4096];
  for (;;) {
    ssize_t count = read(from, chunk, sizeof chunk);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) return;
    writeAll(to, chunk, (size_t)count);
  }
}

void textui_terminal_arm(int fd, const struct termios *saved, const char *leave, size_t length, int output,
                         int error, int capturedOut, int capturedErr) {
  armed = 0;
  terminalFD = fd;
  savedSettings = *saved;
  leaveCount = length < sizeof leaveBytes ? length : sizeof leaveBytes;
  memcpy(leaveBytes, leave, leaveCount);
  realOutput = output;
  realError = error;
  capturedOutput = capturedOut;
  capturedError = capturedErr;
  restored = 0;
  armed = 1;
}

void textui_terminal_disarm(void) { armed = 0; }

void textui_terminal_leave_screen(void) {
  if (!armed) return;
  // Where the screen was set up: the real standard output, which need not be the terminal
  // keys are read from (`app < /dev/pts/3`).
  writeAll(realOutput >= 0 ? realOutput : terminalFD, leaveBytes, leaveCount);
  tcsetattr(terminalFD, TCSAFLUSH, &savedSettings);
}

static void restoreStreams(void) {
  // The captured files stay open (they are unlinked already) so the bytes can be read back.
  if (realOutput >= 0) dup2(realOutput, STDOUT_FILENO);
  if (realError >= 0) dup2(realError, STDERR_FILENO);
}

void textui_terminal_restore(void) {
  if (!armed || restored) return;
  restored = 1;
  textui_terminal_leave_screen();
  restoreStreams();
  replay(capturedOutput, STDOUT_FILENO);
  replay(capturedError, STDERR_FILENO);
  armed = 0;
}

void textui_terminal_release_for_exec(void) {
  if (!armed || restored) return;
  restored = 1;
  tcsetattr(terminalFD, TCSAFLUSH, &savedSettings);
  restoreStreams();
  armed = 0;
}

static const int fatalSignals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
static const int endingSignals[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT};
#define COUNT(array) (sizeof array / sizeof array[0])
static struct sigaction previousFatal[COUNT(fatalSignals)];

static void onEndingSignal(int signal) {
  textui_terminal_restore();
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signal, &fallback, NULL);
  raise(signal);
}

static void onFatalSignal(int signal, siginfo_t *info, void *context) {
  (void)info;
  (void)context;
  textui_terminal_restore();
  // Put back whatever handled the signal before (Swift's backtracer, or the default) and
  // return: a trap's instruction runs again and now reaches it; a raised signal is raised again.
  for (size_t index = 0; index < COUNT(fatalSignals); index++) {
    if (fatalSignals[index] == signal) sigaction(signal, &previousFatal[index], NULL);
  }
  // A breakpoint trap may resume after its instruction, so it is raised again too.
  if (info == NULL || info->si_code <= 0 || signal == SIGTRAP) raise(signal);
}

static void restoreAtExit(void) { textui_terminal_restore(); }

int textui_terminal_install_signal_handlers(void) {
  static int registeredAtExit = 0;
  // `exit()` from app code ends the process without returning to the session: restore then.
  if (!registeredAtExit && atexit(restoreAtExit) == 0) registeredAtExit = 1;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  sigemptyset(&action.sa_mask);
  action.sa_handler = onEndingSignal;
  for (size_t index = 0; index < COUNT(endingSignals); index++) {
    if (sigaction(endingSignals[index], &action, NULL) != 0) return -1;
  }
  struct sigaction fatal;
  memset(&fatal, 0, sizeof fatal);
  sigemptyset(&fatal.sa_mask);
  fatal.sa_sigaction = onFatalSignal;
  fatal.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
  for (size_t index = 0; index < COUNT(fatalSignals); index++) {
    if (sigaction(fatalSignals[index], &fatal, &previousFatal[index]) != 0) return -1;
  }
  return 0;
}

void textui_terminal_line_buffer_standard_output(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

int textui_terminal_window_size(int fd, int *columns, int *rows) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *columns = size.ws_col;
  *rows = size.ws_row;
  return 0;
}
