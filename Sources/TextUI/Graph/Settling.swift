/// Rendering until async work settles, deterministically and without sleeping.
extension ViewGraph {
  /// The outcome of `renderSettled`.
  public struct SettledFrame {
    /// The last frame rendered.
    public var frame: RenderedFrame
    /// False when the time limit passed first: some work neither finished nor suspended on a
    /// pending mock (a real network call, a deadlock, an endless async loop).
    public var settled: Bool
  }

  /// Renders, lets the tasks started by the render (and any work they trigger) run, and
  /// renders again each time state they change is read by a view — until every task has
  /// finished or is suspended on a pending mock response and nothing changed for a few rounds
  /// of the main actor and the global executor. The time limit only bounds a hung preview;
  /// a settled preview never waits on the clock.
  ///
  /// - Parameters:
  ///   - width: The canvas width in columns.
  ///   - height: The canvas height in rows, or `nil` for the content's natural height.
  ///   - timeout: How long to wait for the work to settle before giving up.
  ///   - expectWork: Whether work may have been started outside the graph's own
  ///     tasks (a tap on a button whose action starts a `Task`); forces the quiet rounds.
  public func renderSettled(
    width: Int, height: Int?, timeout: Duration, expectWork: Bool = false
  ) async -> SettledFrame {
    var frame = render(width: width, height: height)
    if !expectWork && runningTaskCount == 0 && !invalidation.needsRender {
      return SettledFrame(frame: frame, settled: true)
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var quietRounds = 0
    var rounds = 0
    var lastChangeCount = invalidation.changeCount
    while true {
      rounds += 1
      if invalidation.needsRender {
        frame = render(width: width, height: height)
        quietRounds = 0
      }
      let changeCount = invalidation.changeCount
      if !hasUnsettledWork && changeCount == lastChangeCount {
        quietRounds += 1
        if quietRounds >= Self.quietRoundsToSettle { return SettledFrame(frame: frame, settled: true) }
      } else {
        quietRounds = 0
      }
      lastChangeCount = changeCount
      // Time alone does not end it: on a machine so busy that the main actor or the global
      // executor barely ran, a preview that was only waiting for its turn would fail. Work
      // that never settles goes round thousands of times before the deadline anyway.
      if clock.now >= deadline && rounds >= Self.minimumRoundsBeforeTimeout {
        return SettledFrame(frame: frame, settled: false)
      }
      // Let queued main-actor jobs run, then make a round trip through the global executor
      // so work hopping between the two gets its turn before the next check.
      await Task.yield()
      await Task.detached {}.value
    }
  }

  /// How many consecutive quiet rounds count as settled.
  static var quietRoundsToSettle: Int { 4 }

  /// How many rounds must have run before the time limit can end settling.
  static var minimumRoundsBeforeTimeout: Int { 200 }
}
