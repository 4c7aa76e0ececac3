internal import TextUITerminal

/// The threads that run a live view's code. On Linux the main queue is served, once the main
/// thread has handed it over (`dispatch_main`), by whichever worker thread is free, so each
/// place where the live runtime runs app code (an event, a draw, a timer) first makes sure
/// the thread it is on has an alternate signal stack: a stack overflow in app code then still
/// restores the terminal.
enum LiveThreads {
  /// Gives the calling thread an alternate signal stack if it has none; a thread-local check
  /// after the first call on a thread.
  static func prepare() {
    Terminal.prepareCurrentThread()
  }
}
