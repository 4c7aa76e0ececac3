// Restoring the terminal from a signal handler. Everything here that a handler reaches is
// async-signal-safe: write, read, lseek, tcsetattr, dup2, sigaction, raise, and plain memory.
// The Swift side arms it once the screen is set up and calls the same restore on a normal
// exit, so every way out runs one piece of code, at most once.
#define _GNU_SOURCE
#include "CTextUITerminal.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
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

// MARK: Signal dispositions

/// Signals whose default action ends the process with a core dump because code went wrong:
/// the terminal is restored, then the handler that was there before (Swift's backtracer, or
/// the default action) runs.
static const int trapSignals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
/// Signals that end a terminal program as a person or a shell asks: always handled.
static const int endingSignals[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT};
/// Every other signal whose default action ends the process: handled only while nobody else
/// handles or ignores it, since an app may use one for its own purposes (SIGUSR1 to reload,
/// say). Real-time signals are added by range.
static const int otherEndingSignals[] = {
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
#ifdef SIGIO
    SIGIO,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGEMT
    SIGEMT,
#endif
#ifdef SIGLOST
    SIGLOST,
#endif
};
#define COUNT(array) (sizeof array / sizeof array[0])
static struct sigaction previousTrap[COUNT(trapSignals)];
static struct sigaction previousPipe;
static volatile sig_atomic_t pipeIgnored = 0;

/// Puts back what the session changed about SIGPIPE, so a successor or the rest of the
/// program sees the disposition it had before.
static void releasePipe(void) {
  if (!pipeIgnored) return;
  pipeIgnored = 0;
  sigaction(SIGPIPE, &previousPipe, NULL);
}

void textui_terminal_restore(void) {
  if (!armed || restored) return;
  restored = 1;
  textui_terminal_leave_screen();
  restoreStreams();
  replay(capturedOutput, STDOUT_FILENO);
  replay(capturedError, STDERR_FILENO);
  releasePipe();
  armed = 0;
}

void textui_terminal_release_for_exec(void) {
  if (!armed || restored) return;
  // The settings stay raw and the screen stays up: the successor takes both over, so a key
  // typed meanwhile is neither echoed nor turned into a signal, and is read by the successor.
  // The process stays armed: if the successor cannot be executed, or a signal comes first,
  // the terminal is restored as at any end.
  restoreStreams();
  releasePipe();
}

static void onEndingSignal(int signal) {
  textui_terminal_restore();
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signal, &fallback, NULL);
  // Blocked until this handler returns, then delivered with the default action: the process
  // ends of the signal it was sent, as its parent expects.
  raise(signal);
}

static void onTrapSignal(int signal, siginfo_t *info, void *context) {
  (void)context;
  textui_terminal_restore();
  // Put back whatever handled the signal before (Swift's backtracer, or the default) and
  // return: a trap's instruction runs again and now reaches it; a raised signal is raised again.
  for (size_t index = 0; index < COUNT(trapSignals); index++) {
    if (trapSignals[index] == signal) sigaction(signal, &previousTrap[index], NULL);
  }
  // A breakpoint trap may resume after its instruction, so it is raised again too.
  if (info == NULL || info->si_code <= 0 || signal == SIGTRAP) raise(signal);
}

static void restoreAtExit(void) { textui_terminal_restore(); }

/// Handles `signal` with `onEndingSignal` if nothing handles or ignores it now.
static int handleIfDefault(int signal, const struct sigaction *action) {
  struct sigaction current;
  if (sigaction(signal, NULL, &current) != 0) return errno == EINVAL ? 0 : -1;
  if ((current.sa_flags & SA_SIGINFO) || current.sa_handler != SIG_DFL) return 0;
  return sigaction(signal, action, NULL) == 0 || errno == EINVAL ? 0 : -1;
}

int textui_terminal_install_signal_handlers(void) {
  static int registeredAtExit = 0;
  // `exit()` from app code ends the process without returning to the session: restore then.
  if (!registeredAtExit && atexit(restoreAtExit) == 0) registeredAtExit = 1;
  // A stack overflow is a SIGSEGV that can only be handled on a stack of its own.
  if (textui_terminal_install_alternate_stack() != 0) return -1;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  sigemptyset(&action.sa_mask);
  action.sa_handler = onEndingSignal;
  action.sa_flags = SA_ONSTACK;
  for (size_t index = 0; index < COUNT(endingSignals); index++) {
    if (sigaction(endingSignals[index], &action, NULL) != 0) return -1;
  }
  for (size_t index = 0; index < COUNT(otherEndingSignals); index++) {
    if (handleIfDefault(otherEndingSignals[index], &action) != 0) return -1;
  }
#ifdef SIGRTMIN
  for (int signal = SIGRTMIN; signal <= SIGRTMAX; signal++) {
    if (handleIfDefault(signal, &action) != 0) return -1;
  }
#endif
  // A write to a pipe whose reader is gone fails with EPIPE instead of ending the process.
  struct sigaction pipe;
  if (!pipeIgnored && sigaction(SIGPIPE, NULL, &pipe) == 0 && !(pipe.sa_flags & SA_SIGINFO) &&
      pipe.sa_handler == SIG_DFL) {
    struct sigaction ignore;
    memset(&ignore, 0, sizeof ignore);
    sigemptyset(&ignore.sa_mask);
    ignore.sa_handler = SIG_IGN;
    if (sigaction(SIGPIPE, &ignore, &previousPipe) != 0) return -1;
    pipeIgnored = 1;
  }
  struct sigaction trap;
  memset(&trap, 0, sizeof trap);
  sigemptyset(&trap.sa_mask);
  trap.sa_sigaction = onTrapSignal;
  trap.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
  for (size_t index = 0; index < COUNT(trapSignals); index++) {
    struct sigaction current;
    if (sigaction(trapSignals[index], NULL, &current) != 0) return -1;
    // Installed again (a hand-over, a second session): what was there before stays the
    // handler to go back to, never this one.
    if ((current.sa_flags & SA_SIGINFO) && current.sa_sigaction == onTrapSignal) continue;
    previousTrap[index] = current;
    if (sigaction(trapSignals[index], &trap, NULL) != 0) return -1;
  }
  return 0;
}

// MARK: Alternate signal stacks

/// Whether this thread has an alternate stack, found or given: checked with a system call
/// once per thread, since the live runtime asks on every event.
static _Thread_local int stackReady = 0;
/// The alternate stack given to this thread here, freed by `freeStack` when the thread ends.
static _Thread_local void *ownStack = NULL;
static pthread_key_t stackKey;
static pthread_once_t stackKeyOnce = PTHREAD_ONCE_INIT;
static int stackKeyMade = 0;
/// The length of every stack mapped here, its guard page included.
static size_t stackLength = 0;
static size_t guardLength = 0;

static void freeStack(void *memory) {
  if (memory == NULL) return;
  stack_t disable;
  memset(&disable, 0, sizeof disable);
  disable.ss_flags = SS_DISABLE;
  if (sigaltstack(&disable, NULL) != 0) return;
  munmap(memory, stackLength);
  ownStack = NULL;
  stackReady = 0;
}

static void makeStackKey(void) {
  long page = sysconf(_SC_PAGESIZE);
  if (page <= 0) page = 4096;
  // Room for the restore and for the handler it hands the signal to (Swift's backtracer),
  // far more than SIGSTKSZ; only the pages touched are ever backed by memory.
  size_t size = 256 * 1024;
#ifdef _SC_SIGSTKSZ
  long minimum = sysconf(_SC_SIGSTKSZ);
  if (minimum > 0 && (size_t)minimum * 4 > size) size = (size_t)minimum * 4;
#endif
  guardLength = (size_t)page;
  stackLength = (size + guardLength - 1) / guardLength * guardLength + guardLength;
  stackKeyMade = pthread_key_create(&stackKey, freeStack) == 0;
}

int textui_terminal_install_alternate_stack(void) {
  if (stackReady) return 0;
  stack_t current;
  if (sigaltstack(NULL, &current) != 0) return -1;
  // One already (Swift's runtime gives the main thread one): it serves.
  if (!(current.ss_flags & SS_DISABLE)) {
    stackReady = 1;
    return 0;
  }
  pthread_once(&stackKeyOnce, makeStackKey);
  void *memory = mmap(NULL, stackLength, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (memory == MAP_FAILED) return -1;
  // A guard page below: a handler that overflows this stack too faults rather than writing
  // over whatever lies beneath.
  if (mprotect(memory, guardLength, PROT_NONE) != 0) {
    munmap(memory, stackLength);
    return -1;
  }
  stack_t stack;
  memset(&stack, 0, sizeof stack);
  stack.ss_sp = (char *)memory + guardLength;
  stack.ss_size = stackLength - guardLength;
  if (sigaltstack(&stack, NULL) != 0) {
    munmap(memory, stackLength);
    return -1;
  }
  ownStack = memory;
  stackReady = 1;
  // Freed when the thread ends: the threads that run the main queue come and go.
  if (stackKeyMade) pthread_setspecific(stackKey, memory);
  return 0;
}

void textui_terminal_remove_alternate_stack(void) {
  if (ownStack == NULL) return;
  void *memory = ownStack;
  if (stackKeyMade) pthread_setspecific(stackKey, NULL);
  freeStack(memory);
}

int textui_terminal_has_alternate_stack(void) {
  stack_t current;
  if (sigaltstack(NULL, &current) != 0) return 0;
  return !(current.ss_flags & SS_DISABLE);
}

// MARK: Sizes and buffering

void textui_terminal_line_buffer_standard_output(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

int textui_terminal_window_size(int fd, int *columns, int *rows) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *columns = size.ws_col;
  *rows = size.ws_row;
  return 0;
}
