#ifndef CTEXTUITERMINAL_H
#define CTEXTUITERMINAL_H

#include <stddef.h>
#include <termios.h>

/// Remembers what restoring the terminal takes, so that a signal handler can do it: the
/// terminal's settings before raw mode, the bytes that leave the alternate screen and the
/// modes the session turned on, and the descriptors of the real standard output and error
/// and of the files capturing what the app printed meanwhile (-1 for none).
void textui_terminal_arm(int terminalFD, const struct termios *saved, const char *leave, size_t leaveLength,
                         int realOutputFD, int realErrorFD, int capturedOutputFD, int capturedErrorFD);

/// Forgets what `textui_terminal_arm` remembered: nothing is restored by a signal after this.
void textui_terminal_disarm(void);

/// Leaves the screen (the leave bytes, then the saved settings) without touching the
/// standard streams: what suspending does. Async-signal-safe.
void textui_terminal_leave_screen(void);

/// Restores everything, once: leaves the screen, puts the real standard output and error
/// back, and writes to them what the app printed while the screen was up. Async-signal-safe.
void textui_terminal_restore(void);

/// Puts the real standard output and error back but leaves the terminal raw and on the
/// alternate screen: what a process does just before it executes its successor (a hot
/// reload), which takes the terminal over without a flash of the shell and without losing a
/// key typed meanwhile. Stays armed: if the successor cannot be executed, or a signal comes
/// first, the terminal is restored as at any end. Async-signal-safe.
void textui_terminal_release_for_exec(void);

/// Installs handlers that restore the terminal on every signal whose default action ends the
/// process, then let it end of that signal: SIGTERM, SIGHUP, SIGINT and SIGQUIT always;
/// SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGIO, SIGPWR,
/// SIGSTKFLT and the real-time signals while nothing else handles or ignores them; and traps
/// (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT), after which the handler that was
/// there before (Swift's backtracer) or the default action runs. Ignores SIGPIPE while it is
/// at its default, so a write to a closed pipe fails with EPIPE rather than ending the
/// process (the restore puts it back). Restores at `exit()` too, and gives the calling thread
/// an alternate signal stack, where a stack overflow's SIGSEGV is handled. Returns 0, or -1
/// with errno.
int textui_terminal_install_signal_handlers(void);

/// Gives the calling thread an alternate signal stack (256 KiB and a guard page) unless it
/// has one: without it a SIGSEGV from a stack overflow cannot run any handler, and the
/// process dies with the terminal raw. The stack is freed when the thread ends. Cheap after
/// the first call on a thread. Returns 0, or -1 with errno.
int textui_terminal_install_alternate_stack(void);

/// Frees the alternate signal stack `textui_terminal_install_alternate_stack` gave the
/// calling thread, if it gave one: what a thread does before it ends.
void textui_terminal_remove_alternate_stack(void);

/// Whether the calling thread has an alternate signal stack (1) or not (0).
int textui_terminal_has_alternate_stack(void);

/// Makes stdio write standard output a line at a time: once it is captured in a file, stdio
/// would otherwise hold a `print`'s line in its buffer, where a crash loses it.
void textui_terminal_line_buffer_standard_output(void);

/// The size of the terminal on `fd`, in cells. Returns 0, or -1 with errno.
int textui_terminal_window_size(int fd, int *columns, int *rows);

#endif
