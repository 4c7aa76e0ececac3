private enum ContinuousClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
  static var previewValue: any Clock<Duration> { ImmediateClock() }
  static var testValue: any Clock<Duration> { ImmediateClock() }
}

private enum SuspendingClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { SuspendingClock() }
  static var previewValue: any Clock<Duration> { ImmediateClock() }
  static var testValue: any Clock<Duration> { ImmediateClock() }
}

extension DependencyValues {
  /// The clock to sleep and measure with: `ContinuousClock` in an app; an `ImmediateClock`
  /// in previews and tests, whose sleeps end at once (a test that wants to see the wait
  /// overrides it with a `TestClock`).
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// try await clock.sleep(for: .seconds(5))
  /// ```
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// `SuspendingClock` in an app; an `ImmediateClock` in previews and tests.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}
