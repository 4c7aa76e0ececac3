/// What a person did to a live view, kept as the preview steps that do it again: an
/// interaction tried live becomes a preview state to snapshot.
///
/// Typing into one field is one `.type` step with the text it ended with, written when the
/// person moves on (another step, focus elsewhere, or the end).
public struct StepRecorder: Sendable, Equatable {
  /// A step and, when replaying it by its label may act on another control than the one the
  /// person used, a note saying so.
  public struct Entry: Sendable, Equatable {
    /// The step that does again what the person did.
    public var step: PreviewStep
    /// Why replaying ``step`` by its label may act on another control, or `nil`.
    public var note: String?
  }

  /// The steps recorded so far, typing in progress included.
  public var entries: [Entry] {
    guard let typing else { return recorded }
    return recorded + [Entry(step: .type(typing.text, into: typing.label), note: typing.note)]
  }

  /// The steps alone.
  public var steps: [PreviewStep] { entries.map(\.step) }

  private var recorded: [Entry] = []
  private var typing: (field: UInt64, label: String, text: String, note: String?)? = nil

  /// A recorder that has recorded nothing.
  public init() {}

  /// A recorder that has recorded `steps`: what a host keeps of a state left and restores
  /// when it comes back (a reloaded canvas, say).
  public init(steps: [PreviewStep]) {
    recorded = steps.map { Entry(step: $0, note: nil) }
  }

  /// Records `step`, after any typing in progress.
  mutating func record(_ step: PreviewStep, note: String? = nil) {
    flushTyping()
    recorded.append(Entry(step: step, note: note))
  }

  /// Records that the field `field` (labelled `label`) now holds `text`; typing on in the
  /// same field replaces the step rather than adding one per key.
  mutating func typed(_ text: String, into label: String, field: UInt64, note: String? = nil) {
    if let typing, typing.field != field { flushTyping() }
    typing = (field, label, text, note)
  }

  /// Ends the typing in progress: the next key in that field starts a new step.
  mutating func flushTyping() {
    guard let typing else { return }
    recorded.append(Entry(step: .type(typing.text, into: typing.label), note: typing.note))
    self.typing = nil
  }

  public static func == (lhs: StepRecorder, rhs: StepRecorder) -> Bool { lhs.entries == rhs.entries }

  /// The recorded steps as Swift to paste into a preview provider's `states`:
  ///
  /// ```swift
  /// PreviewState("signed in", steps: [
  ///   .type("Ada", into: "Name"),
  ///   .tap("Sign In"),
  /// ]) { … }
  /// ```
  public func swiftSource(stateName: String) -> String {
    let name = PreviewStep.tap(stateName).swiftSource.dropFirst(".tap(".count).dropLast()
    if entries.isEmpty { return "PreviewState(\(name), steps: []) { … }" }
    var lines = ["PreviewState(\(name), steps: ["]
    for entry in entries {
      lines.append("  \(entry.step.swiftSource)," + (entry.note.map { "  // \($0)" } ?? ""))
    }
    lines.append("]) { … }")
    return lines.joined(separator: "\n")
  }
}
