extension Timer {
  /// SwiftUI code's clock: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`,
  /// received with `.onReceive(timer) { date in … }`. There is no Combine here and a preview
  /// must not depend on the wall clock, so this publisher never fires: a snapshot shows the
  /// view as it first renders. Drive time-dependent state from the preview state instead.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// A timer's publisher that never fires in a preview (see `Timer.publish(every:on:in:)`).
  public struct TimerPublisher: Sendable {
    /// The interval the timer would fire at.
    public let interval: TimeInterval

    /// Combine's auto-connecting wrapper; the same publisher here.
    public func autoconnect() -> TimerPublisher { self }

    /// Combine's explicit connection; nothing to connect.
    public func connect() {}
  }
}

extension View {
  /// Runs `action` for each date `publisher` sends. A timer's publisher never sends in a
  /// preview, so this has no effect: a snapshot never waits on the wall clock.
  public func onReceive(_ publisher: Timer.TimerPublisher, perform action: @escaping (Date) -> Void) -> some View {
    self
  }
}
