import Foundation
import PreviewKit
import PreviewSnapshots
import TextDependencies
import TextUI

/// Where to start a live session: one planned state, its canvas and the settle limit.
struct LiveStartRequest: Equatable, Sendable {
  var component: String
  var preview: String
  var stateName: String
  var stateIndex: Int
  var width: Int
  /// Rows, or `nil` for the content's own height, as its snapshot has.
  var height: Int?
  var timeoutSeconds: Double
  /// The variant the state runs in.
  var variant = PreviewVariant.light

  /// The identity the session's screens are encoded under (they are never stored).
  var id: SnapshotID {
    SnapshotID(
      component: component, preview: preview, state: stateName, width: width,
      variant: variant.isDefault ? nil : variant.name)
  }
}

/// One thing an agent does to a live session: the live runtime's vocabulary, with no terminal.
enum LiveInput: Equatable, Sendable, CustomStringConvertible {
  /// A key, by name (`Tab`, `Shift-Tab`, `Enter`, `Down`, `Ctrl-U`, `a`).
  case key(String)
  /// Text pasted into the focused field.
  case text(String)
  /// A preview step, on the control with ref `ref` when one is given (`tap e3`), or else on
  /// the control its label finds (`tap "Fetch"`).
  case step(PreviewStep, ref: Int?)

  var description: String {
    switch self {
    case .key(let name): "key \(name)"
    case .text(let text): "text \"\(text)\""
    case .step(let step, nil): step.description
    case .step(.type(let text, _), let ref?): "type \(text) into e\(ref)"
    case .step(let step, let ref?): "\(step.description.prefix { $0 != " " }) e\(ref)"
    }
  }
}

/// A live session's screen, as the process running it sends it back after each request.
struct LiveScreenAnswer: Equatable, Sendable {
  /// The screen as a snapshot file (header, cells, styles, accessibility) under the
  /// session's ``LiveStartRequest/id``: what `render` returns for a state, so both read alike.
  var snapshot: [UInt8]
  /// The spoken elements, controls with their refs: `e3 button "Fetch" focused`.
  var elements: [String]
  /// The focused control's ref.
  var focusedRef: Int?
  /// The interaction so far, one step a line as Swift (`.tap("Fetch"),`), with any note.
  var steps: [String]
  /// The interaction as a `PreviewState` to paste.
  var source: String
  /// How many of the request's inputs were applied.
  var applied: Int
  /// Why the request stopped before its last input, or what went wrong after it (a screen that
  /// did not settle); `nil` when everything was done.
  var problem: String?
}

/// One preview state running live with no terminal, in the process that runs preview code (a
/// worker, or the runner itself for providers no executable links): its view in a
/// ``HeadlessLiveSession`` under the preview's dependencies, kept from request to request.
@MainActor
final class LiveStateSession {
  private let request: LiveStartRequest
  private let dependencies: DependencyValues
  private let session: HeadlessLiveSession
  private let timeout: Duration

  private init(request: LiveStartRequest, dependencies: DependencyValues, session: HeadlessLiveSession) {
    self.request = request
    self.dependencies = dependencies
    self.session = session
    timeout = .milliseconds(Int64((request.timeoutSeconds * 1000).rounded()))
  }

  /// Builds `state`'s view and settles its first screen; `phase` is told what is about to run.
  static func start(
    _ request: LiveStartRequest, state: PreviewState, phase: (String, String?) -> Void
  ) async -> (LiveStateSession, LiveScreenAnswer) {
    let dependencies = DependencyValues(context: .preview)
    phase("building the view", nil)
    var environment = StateRenderer.previewEnvironment
    request.variant.apply(to: &environment)
    let session = withDependencies {
      $0 = dependencies
    } operation: {
      HeadlessLiveSession(
        AnyView(state.makeView()), environment: environment, width: request.width, height: request.height)
    }
    let live = LiveStateSession(request: request, dependencies: dependencies, session: session)
    phase("rendering the first frame", nil)
    let problem = await live.settle(after: nil)
    return (live, live.answer(applied: 0, problem: problem))
  }

  /// Applies `inputs` in order, settling after each; stops at the first that cannot be done.
  func apply(_ inputs: [LiveInput], phase: (String, String?) -> Void) async -> LiveScreenAnswer {
    for (index, input) in inputs.enumerated() {
      phase("running \(input)", input.description)
      if let problem = perform(input) { return answer(applied: index, problem: problem) }
      if let problem = await settle(after: input) { return answer(applied: index + 1, problem: problem) }
    }
    return answer(applied: inputs.count, problem: nil)
  }

  /// The screen now, after letting any work that finished since settle.
  func screen(phase: (String, String?) -> Void) async -> LiveScreenAnswer {
    phase("rendering the screen", nil)
    return answer(applied: 0, problem: await settle(after: nil))
  }

  /// Ends the view's tasks.
  func stop() {
    withDependencies {
      $0 = dependencies
    } operation: {
      session.tearDown()
    }
  }

  /// Does `input`; why it could not be done, or `nil`.
  private func perform(_ input: LiveInput) -> String? {
    withDependencies {
      $0 = dependencies
    } operation: {
      switch input {
      case .key(let name):
        return session.press(name) ? nil : "there is no key named \"\(name)\"; \(Self.keyNames)"
      case .text(let text):
        return session.paste(text)
          ? nil
          : "no text field has focus to type into; focus one first (Tab, or tap its ref), or use a step: type \"…\" into eN"
      case .step(let step, let ref):
        switch session.perform(step, onRef: ref) {
        case .performed: return nil
        case .refNotOnScreen:
          return "e\(ref ?? 0) is not on the screen now; the controls on it are listed with their refs"
        case .nothingToActOn:
          if step == .dismiss { return "there is nothing to dismiss: no menu, sheet, alert or pushed screen is open" }
          return ref == nil
            ? "step \"\(input)\" found no control labelled so; use a ref from the screen (tap e3)"
            : "step \"\(input)\" does nothing to that control (\(step.description.prefix { $0 != " " }) acts on another kind)"
        }
      }
    }
  }

  /// The key names, for a message about one that is not.
  static let keyNames =
    "keys are Tab, Shift-Tab, Enter, Space, Esc, Backspace, Delete, Up, Down, Left, Right, Home, End, "
    + "PageUp, PageDown, a character, or Ctrl-/Alt-/Shift- before one"

  /// Settles the screen; why it is not a settled screen, or `nil`.
  private func settle(after input: LiveInput?) async -> String? {
    let dependencies = dependencies
    let settled = await withDependencies {
      $0 = dependencies
    } operation: {
      await session.settle(timeout: timeout)
    }
    if !settled {
      return StateFailure.didNotSettle(step: input?.description, seconds: StateRenderer.seconds(timeout)).description
    }
    if let message = dependencies.reportedIssues.first {
      return StateFailure.unimplementedDependency(step: input?.description, message: message).description
    }
    return nil
  }

  private func answer(applied: Int, problem: String?) -> LiveScreenAnswer {
    let screen = session.screen
    let recorder = session.recorder
    return LiveScreenAnswer(
      snapshot: SnapshotFile.encodedBytes(id: request.id, buffer: screen.buffer, tree: screen.accessibility),
      elements: screen.elements.map(\.description), focusedRef: screen.focusedRef,
      steps: recorder.entries.map { entry in entry.step.swiftSource + (entry.note.map { "  // \($0)" } ?? "") },
      source: recorder.swiftSource(stateName: request.stateName), applied: applied, problem: problem)
  }
}
