import PreviewSnapshots

/// The live sessions an agent started, by id (`s1`, `s2`, …), and why each that ended did:
/// stopped, idle too long, or lost with its preview. A session unused for longer than the idle
/// timeout is stopped (its process with it), and a call on an ended session says why it ended.
@MainActor
final class LiveSessions {
  /// One session: the state it runs, where its code runs, and its last screen.
  final class Session {
    let id: String
    let item: PlannedState
    /// The rows asked for, `nil` for the content's own height.
    let height: Int?
    let executor: any LiveExecutor
    /// When a call last used it.
    var lastUsed: ContinuousClock.Instant
    /// Whether a call is using it now (never stopped for idling then).
    var isBusy = false
    /// The screen the last call returned, which the next `live_send` says what changed from.
    var screen: LiveScreenAnswer

    init(id: String, item: PlannedState, height: Int?, executor: any LiveExecutor, screen: LiveScreenAnswer) {
      self.id = id
      self.item = item
      self.height = height
      self.executor = executor
      self.screen = screen
      lastUsed = .now
    }
  }

  /// Why a session ended.
  enum Ending: Equatable {
    case stopped
    case idle
    /// Its preview crashed or hung: the failure, in words.
    case lost(String)
  }

  let idleTimeout: Duration
  private var running: [String: Session] = [:]
  private var ended: [String: Ending] = [:]
  private var started = 0

  init(idleTimeout: Duration) {
    self.idleTimeout = idleTimeout
  }

  /// How many sessions run.
  var count: Int { running.count }

  /// The ids of the running sessions, in the order they started.
  var ids: [String] { running.keys.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 } }

  /// Keeps a session that started, giving it the next id.
  func add(item: PlannedState, height: Int?, executor: any LiveExecutor, screen: LiveScreenAnswer) -> Session {
    started += 1
    let session = Session(id: "s\(started)", item: item, height: height, executor: executor, screen: screen)
    running[session.id] = session
    return session
  }

  /// The running session `id`; why there is none, otherwise.
  func session(_ id: String) throws(ToolProblem) -> Session {
    if let session = running[id] { return session }
    let others = ids.isEmpty ? "no session runs now" : "running: " + ids.joined(separator: ", ")
    switch ended[id] {
    case .stopped?:
      throw .failed("session \(id) was stopped (live_stop); start another with live_start (\(others))")
    case .idle?:
      throw .failed(
        "session \(id) was stopped after \(Self.seconds(idleTimeout)) s unused (the server's --idle-timeout); "
          + "start another with live_start")
    case .lost(let reason)?:
      throw .failed("session \(id) has ended: \(reason); start another with live_start")
    case nil:
      throw .failed("no live session '\(id)' (\(others)); live_start starts one and returns its id")
    }
  }

  /// Ends `session` for `reason`, stopping its process.
  func end(_ session: Session, _ reason: Ending) async {
    guard running.removeValue(forKey: session.id) != nil else { return }
    ended[session.id] = reason
    await session.executor.stop()
  }

  /// Stops the sessions unused since before `now` minus the idle timeout.
  func stopIdle(now: ContinuousClock.Instant = .now) async {
    for id in ids {
      guard let session = running[id], !session.isBusy, now - session.lastUsed > idleTimeout else { continue }
      await end(session, .idle)
    }
  }

  /// Stops every session: the client went away.
  func stopAll() async {
    for id in ids {
      if let session = running[id] { await end(session, .stopped) }
    }
  }

  private static func seconds(_ duration: Duration) -> String {
    HelpText.seconds(StateRenderer.seconds(duration))
  }
}
