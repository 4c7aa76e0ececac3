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

/// Restores the settings and the standard streams but stays on the alternate screen: what a
/// process does just before it executes its successor (a hot reload), which takes the screen
/// over without a flash of the shell. Async-signal-safe.
void textui_terminal_release_for_exec(void);

/// Installs handlers that restore the terminal when the process is killed (SIGTERM, SIGHUP,
/// SIGINT, SIGQUIT: restore, then die of the same signal) or traps (SIGILL, SIGTRAP,
/// SIGSEGV, SIGBUS, SIGFPE, SIGABRT: restore, then let the handler that was there before,
/// such as Swift's backtracer, or the default action, run), and restores at `exit()` too.
/// Returns 0, or -1 with errno.
int textui_terminal_install_signal_handlers(void);

/// Makes stdio write standard output a line at a time: once it is captured in a file, stdio
/// would otherwise hold a `print`'s line in its buffer, where a crash loses it.
void textui_terminal_line_buffer_standard_output(void);

/// The size of the terminal on `fd`, in cells. Returns 0, or -1 with errno.
int textui_terminal_window_size(int fd, int *columns, int *rows);

#endif
