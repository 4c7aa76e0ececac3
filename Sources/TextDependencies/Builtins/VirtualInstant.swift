/// An instant of a clock that does not follow real time (`ImmediateClock`, `TestClock`): the
/// time elapsed since the clock started, so instants print and compare the same on every run.
public struct VirtualInstant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
  /// The time since the clock started.
  public var offset: Duration

  /// The instant `offset` after the clock started.
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  /// The instant `duration` after this one.
  public func advanced(by duration: Duration) -> VirtualInstant {
    VirtualInstant(offset: offset + duration)
  }

  /// The time from this instant to `other`; negative when `other` is earlier.
  public func duration(to other: VirtualInstant) -> Duration {
    other.offset - offset
  }

  public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.offset < rhs.offset
  }

  public var description: String { "start + \(offset)" }
}
