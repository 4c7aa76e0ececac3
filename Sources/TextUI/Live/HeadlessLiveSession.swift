internal import TextUITerminal

/// A view running live with no terminal: what an agent drives through `preview-runner mcp`.
///
/// Input arrives as key names, pasted text and preview steps, and goes through the one
/// interaction model that live keys and preview steps share (``LiveController``), so a key
/// pressed here does what it does in a terminal and what a session does is recorded as the
/// steps that do it again. Each screen is read back as cells and as the accessibility tree,
/// whose controls carry refs (`e3`) that stay the same while the control is on screen: an
/// agent reads `e3 button "Fetch"` and can then say `tap e3`.
///
/// The caller owns the context the view needs (a preview's dependencies): it wraps every
/// call in it, as the live runtime's host does.
@MainActor
package final class HeadlessLiveSession {
  private let controller: LiveController
  /// The canvas, in cells: `height` is `nil` for the content's own height, as a snapshot has.
  package let width: Int
  package let height: Int?
  /// Each control's ref, by identity, given in the order controls first appear.
  private var refs: [ViewIdentity: Int] = [:]
  private var identities: [Int: ViewIdentity] = [:]

  /// A session of `root` on a `width` × `height` canvas (`height` `nil`: as tall as the
  /// content, as a snapshot is) with `environment`; nothing is rendered until
  /// ``settle(timeout:)``.
  package init(_ root: AnyView, environment: EnvironmentValues, width: Int, height: Int?) {
    let graph = ViewGraph(root, environment: environment)
    graph.recordsAccessibility = true
    controller = LiveController(graph: graph)
    self.width = width
    self.height = height
  }

  /// Renders until the view's own work (tasks, and work an action started) has settled, then
  /// once more with the focus drawn; `false` when `timeout` passed first.
  package func settle(timeout: Duration) async -> Bool {
    let settled = await controller.graph.renderSettled(
      width: width, height: height, timeout: timeout, expectWork: true)
    _ = controller.render(width: width, height: height)
    return settled.settled
  }

  /// Presses the key `name` spells (`Tab`, `Shift-Tab`, `Enter`, `Down`, `Ctrl-U`, `a`; see
  /// ``KeyPress/init(name:)``); `false` for a name that spells no key. Ctrl-C, which quits a
  /// terminal session, and the function keys, which a host takes, do nothing here.
  package func press(_ name: String) -> Bool {
    guard let press = KeyPress(name: name) else { return false }
    if case .function = press.key { return true }
    if press.key == .character("c") && press.modifiers == .control { return true }
    controller.handle(.key(press))
    return true
  }

  /// Whether `name` spells a key ``press(_:)`` takes.
  package nonisolated static func isKeyName(_ name: String) -> Bool { KeyPress(name: name) != nil }

  /// Pastes `text` into the focused field, as a terminal delivers a paste; `false` when no
  /// field has focus.
  package func paste(_ text: String) -> Bool {
    guard let focus = controller.focus,
      controller.frame.regions.contains(where: { $0.identity == focus && $0.editing != nil })
    else { return false }
    controller.handle(.paste(text))
    return true
  }

  /// Plays `step` on the control with ref `ref`, or, without one, on the control its label
  /// finds (as a preview step does); the step is recorded by the control's label.
  package func perform(_ step: PreviewStep, onRef ref: Int?) -> PerformResult {
    var identity: ViewIdentity?
    if let ref {
      guard let known = identities[ref], controller.frame.regions.contains(where: { $0.identity == known }) else {
        return .refNotOnScreen
      }
      identity = known
    }
    return controller.play(step, on: identity) ? .performed : .nothingToActOn
  }

  /// What ``perform(_:onRef:)`` did.
  package enum PerformResult: Equatable, Sendable {
    case performed
    /// The ref names no control on the screen now.
    case refNotOnScreen
    /// No control answers to the step (or, for `.dismiss`, nothing is open).
    case nothingToActOn
  }

  /// What the person did so far, as preview steps.
  package var recorder: StepRecorder { controller.recorder }

  /// The screen as last rendered, its controls given refs.
  package var screen: HeadlessScreen {
    let frame = controller.frame
    var elements: [HeadlessScreen.Element] = []
    var used = Set<Int>()
    var focusedRef: Int?
    for element in frame.accessibility.elements where !element.isHidden {
      var ref: Int?
      if element.isInteractive,
        let index = frame.regions.indices.first(where: { !used.contains($0) && frame.regions[$0].rect == element.frame }
        )
      {
        used.insert(index)
        ref = self.ref(for: frame.regions[index].identity)
        if frame.regions[index].identity == controller.focus { focusedRef = ref }
      }
      elements.append(HeadlessScreen.Element(ref: ref, line: element.line, isFocused: ref != nil && ref == focusedRef))
    }
    return HeadlessScreen(
      buffer: frame.buffer, accessibility: frame.accessibility, elements: elements, focusedRef: focusedRef,
      cutRows: frame.cutRows)
  }

  private func ref(for identity: ViewIdentity) -> Int {
    if let ref = refs[identity] { return ref }
    let ref = refs.count + 1
    refs[identity] = ref
    identities[ref] = identity
    return ref
  }

  /// Ends the view's tasks and runs its disappear actions.
  package func tearDown() {
    controller.graph.tearDown()
  }
}

/// One screen of a ``HeadlessLiveSession``: its cells and what a screen reader gets, each
/// control with its ref.
package struct HeadlessScreen: Sendable {
  /// One element a screen reader reads, as a snapshot's accessibility section writes it.
  package struct Element: Sendable, Equatable, CustomStringConvertible {
    /// The control's ref (`3` for `e3`); `nil` for what cannot be acted on.
    package var ref: Int?
    /// The element as the accessibility section writes it: `button "Fetch"`.
    package var line: String
    /// Whether the control has focus.
    package var isFocused: Bool

    /// `e3 button "Fetch"`, followed by ` focused` for the focused control.
    package var description: String {
      (ref.map { "e\($0) " } ?? "") + line + (isFocused ? " focused" : "")
    }
  }

  /// The cells.
  package var buffer: Buffer
  /// What a screen reader gets, as snapshots record it.
  package var accessibility: AccessibilityTree
  /// The spoken elements in reading order, controls with their refs.
  package var elements: [Element]
  /// The focused control's ref.
  package var focusedRef: Int?
  /// Rows of content cut at the canvas cap.
  package var cutRows: Int
}
