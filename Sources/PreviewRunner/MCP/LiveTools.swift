import TextUI

extension AgentWorkspace {
  /// `live_start`: runs a state live, in a process of its own, and returns its first screen.
  func liveStart(_ arguments: ToolArguments) async throws(ToolProblem) -> ToolResult {
    let previewName = try arguments.requiredString("preview")
    let stateName = try arguments.requiredString("state")
    let width = try arguments.integer("width", in: 1...1000)
    let height = try arguments.integer("height", in: 1...500)
    let variant = try arguments.variant()
    let item = try await previews().plannedState(
      preview: previewName, state: stateName, width: width, variant: variant)
    guard sessions.count < settings.maximumSessions else {
      throw .failed(
        "\(sessions.count) live sessions run already (\(sessions.ids.joined(separator: ", "))), the most at once; "
          + "stop one with live_stop")
    }
    let rows = height ?? item.height
    let executor = execution.makeLiveExecutor(providers: providers, environment: environment, timeout: settings.timeout)
    let request = LiveStartRequest(
      component: item.component, preview: item.preview, stateName: item.stateName, stateIndex: item.stateIndex,
      width: item.width, height: rows, timeoutSeconds: settings.timeout, variant: item.variant)
    switch await executor.start(request) {
    case .failed(let failure):
      await executor.stop()
      throw .failed(
        "\(item.displayName) could not start live: \(failure)"
          + (failure.isCrash ? " (its process was lost; the server goes on)" : ""))
    case .screen(let screen):
      let session = sessions.add(item: item, height: rows, executor: executor, screen: screen)
      return present(session, screen, sections: [.text, .accessibility], changedFrom: nil)
    }
  }

  /// `live_send`: keys, text or steps, applied in order, then the new screen and what changed.
  func liveSend(_ arguments: ToolArguments) async throws(ToolProblem) -> ToolResult {
    let id = try arguments.requiredString("session")
    let sections = try arguments.sections()
    let inputs = try Self.inputs(arguments)
    let session = try sessions.session(id)
    let before = session.screen
    let screen = try await exchange(session) { await $0.send(inputs) }
    var result = present(session, screen, sections: sections, changedFrom: before)
    if let problem = screen.problem {
      let done =
        screen.applied == inputs.count ? "after all \(inputs.count)" : "\(screen.applied) of \(inputs.count) done"
      result = ToolResult(failure: "\(problem) (\(done)); the screen now:\n" + result.text)
    }
    return result
  }

  /// `live_screen`: the screen now.
  func liveScreen(_ arguments: ToolArguments) async throws(ToolProblem) -> ToolResult {
    let session = try sessions.session(try arguments.requiredString("session"))
    let sections = try arguments.sections()
    let screen = try await exchange(session) { await $0.screen() }
    return present(session, screen, sections: sections, changedFrom: nil)
  }

  /// `live_steps`: what was done so far, as preview steps in Swift.
  func liveSteps(_ arguments: ToolArguments) throws(ToolProblem) -> ToolResult {
    let session = try sessions.session(try arguments.requiredString("session"))
    return steps(of: session, stopped: false)
  }

  /// `live_stop`: stops the session and its process, returning its steps.
  func liveStop(_ arguments: ToolArguments) async throws(ToolProblem) -> ToolResult {
    let session = try sessions.session(try arguments.requiredString("session"))
    await sessions.end(session, .stopped)
    return steps(of: session, stopped: true)
  }

  private func steps(of session: LiveSessions.Session, stopped: Bool) -> ToolResult {
    let screen = session.screen
    let heading =
      "// \(session.item.displayName): the interaction as preview steps"
      + (stopped ? " (session \(session.id) stopped)" : "")
    return ToolResult(
      text: heading + "\n" + screen.source,
      structured: .object([
        "session": .string(session.id), "steps": .strings(screen.steps), "source": .string(screen.source),
        "stopped": .bool(stopped),
      ]))
  }

  /// Runs `request` on `session`'s process; a lost process ends the session, with the reason.
  private func exchange(
    _ session: LiveSessions.Session, _ request: (any LiveExecutor) async -> LiveOutcome
  ) async throws(ToolProblem) -> LiveScreenAnswer {
    session.isBusy = true
    defer {
      session.isBusy = false
      session.lastUsed = .now
    }
    switch await request(session.executor) {
    case .screen(let screen):
      session.screen = screen
      return screen
    case .failed(let failure):
      let reason = "\(session.item.displayName): \(failure)"
      await sessions.end(session, .lost(reason))
      throw .failed("\(reason); session \(session.id) has ended (the server goes on): start another with live_start")
    }
  }

  /// The inputs a `live_send` call gives: exactly one of keys, text and steps.
  private static func inputs(_ arguments: ToolArguments) throws(ToolProblem) -> [LiveInput] {
    let given = ["keys", "text", "steps"].filter(arguments.has)
    guard given.count == 1 else {
      throw .invalidArguments(
        "live_send takes one of 'keys', 'text' and 'steps'"
          + (given.isEmpty ? "" : ", not \(given.joined(separator: " and ")) together: send them in separate calls"))
    }
    if let keys = try arguments.strings("keys") {
      guard !keys.isEmpty else { throw .invalidArguments("live_send: 'keys' is empty") }
      if let unknown = keys.first(where: { !HeadlessLiveSession.isKeyName($0) }) {
        throw .failed("there is no key named \"\(unknown)\"; \(LiveStateSession.keyNames)")
      }
      return keys.map(LiveInput.key)
    }
    if let text = try arguments.string("text") { return [.text(text)] }
    var inputs: [LiveInput] = []
    for step in try arguments.strings("steps") ?? [] {
      do throws(LiveStepSyntax.Problem) {
        let (parsed, ref) = try LiveStepSyntax.parse(step)
        inputs.append(.step(parsed, ref: ref))
      } catch {
        throw .failed(error.message)
      }
    }
    guard !inputs.isEmpty else { throw .invalidArguments("live_send: 'steps' is empty") }
    return inputs
  }

  /// A live screen as a tool result, with what changed since `before` when given.
  private func present(
    _ session: LiveSessions.Session, _ screen: LiveScreenAnswer, sections: Set<ScreenSection>,
    changedFrom before: LiveScreenAnswer?
  ) -> ToolResult {
    let text = ScreenText(snapshot: String(decoding: screen.snapshot, as: UTF8.self))
    let focused = screen.focusedRef.map { "e\($0)" }
    let rows = max(0, text.rows.count - 2)
    var parts = [
      "session \(session.id) · \(session.item.displayName) · \(session.item.width)×\(rows)"
        + (focused.map { " · focus \($0)" } ?? "")
    ]
    var members: [(String, JSONValue)] = [
      ("session", .string(session.id)), ("state", .string(session.item.displayName)),
      ("width", .integer(session.item.width)), ("height", .integer(rows)), ("focused", .optional(focused)),
    ]
    if let before {
      let change = ScreenChange(from: before, to: screen)
      parts.append(change.summary)
      members.append(("changed", change.member))
    }
    parts.append(text.text(sections, accessibility: screen.elements))
    members += text.members(sections, accessibility: screen.elements)
    return ToolResult(text: parts.joined(separator: "\n"), structured: .object(members))
  }
}

/// What changed between two screens of a live session: the rows whose text changed (numbered
/// from 1, as an editor numbers lines), each shown before and after, and the focus.
struct ScreenChange {
  var rows: [Int]
  var diff: String
  var focus: String?

  init(from before: LiveScreenAnswer, to after: LiveScreenAnswer) {
    let old = ScreenText(snapshot: String(decoding: before.snapshot, as: UTF8.self)).plainRows
    let new = ScreenText(snapshot: String(decoding: after.snapshot, as: UTF8.self)).plainRows
    var rows: [Int] = []
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
      let was = index < old.count ? old[index] : nil
      let now = index < new.count ? new[index] : nil
      guard was != now else { continue }
      rows.append(index + 1)
      if let was { lines.append("-\(index + 1) │\(was)│") }
      if let now { lines.append("+\(index + 1) │\(now)│") }
    }
    self.rows = rows
    diff = lines.joined(separator: "\n")
    if before.focusedRef != after.focusedRef {
      focus = "\(before.focusedRef.map { "e\($0)" } ?? "nothing") → \(after.focusedRef.map { "e\($0)" } ?? "nothing")"
    }
  }

  /// One line saying what changed, then the changed rows.
  var summary: String {
    var line =
      rows.isEmpty
      ? "changed: no row" : "changed: row\(rows.count == 1 ? "" : "s") " + rows.map(String.init).joined(separator: ", ")
    if let focus { line += "; focus \(focus)" }
    return rows.isEmpty ? line : line + "\n" + diff
  }

  var member: JSONValue {
    .object(["rows": .array(rows.map { .integer($0) }), "diff": .string(diff), "focus": .optional(focus)])
  }
}
