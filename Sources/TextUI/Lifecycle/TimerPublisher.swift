extension Timer {
  /// SwiftUI code's clock: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`,
  /// received with `.onReceive(timer) { date in … }`. There is no Combine here. In a live app
  /// it fires every `interval` on the main actor; a preview must not depend on the wall
  /// clock, so there it never fires and a snapshot shows the view as it first renders. Drive
  /// time-dependent state from the preview state instead.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// A timer's publisher: fires live, never in a preview (see `Timer.publish(every:on:in:)`).
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
  /// Runs `action` with the date each time `publisher` fires: every interval in a live app,
  /// never in a preview, so a snapshot never waits on the wall clock.
  public func onReceive(_ publisher: Timer.TimerPublisher, perform action: @escaping (Date) -> Void) -> some View {
    modifier(TimerReceiver(interval: publisher.interval, action: action))
  }
}

/// `.onReceive` of a timer: a task, tied to the view's presence like `.task`, that calls the
/// action on a steady cadence (the next fire is counted from the last one's due time, not
/// from when the action returned, so the timer does not drift).
struct TimerReceiver: PrimitiveModifier {
  let interval: TimeInterval
  let action: (Date) -> Void

  static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    if inputs.graph.isLive {
      let period = Duration.milliseconds(Int64(max(0.001, modifier.interval) * 1000))
      let action = modifier.action
      inputs.graph.registerLifecycle(
        at: inputs.identity,
        LifecycleRecord(task: {
          let clock = ContinuousClock()
          var due = clock.now
          while !Task.isCancelled {
            due = due.advanced(by: period)
            do { try await clock.sleep(until: due) } catch { return }
            // Whatever thread the main queue runs on now can handle a stack overflow in `action`.
            LiveThreads.prepare()
            action(Date())
          }
        }))
    }
    content(inputs.child(0), &nodes)
  }
}
