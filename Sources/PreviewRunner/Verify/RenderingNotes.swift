import PreviewSnapshots
import TextUI

/// What a run says about a rendering besides its verdict: rows cut at the canvas cap, SF
/// Symbol names TextUI has no stand-in for (each once a run, naming the first state that drew
/// it: a symbol that draws nothing is easy to miss), localized keys with no translation in the
/// locale drawn (each once a run, naming the key and the locale), an error state that settled waiting on a
/// pending mock (once a run for each state), and the "not set" placeholders a rendering showed
/// — informational, never a failure: a preview injects only its own component's mocks, so a
/// destination it opens shows the placeholder by design.
@MainActor
struct RenderingNotes {
  private var warnedSymbols: Set<String> = []
  /// The missing translations warned about, each once a run.
  private var warnedTranslations: Set<MissingTranslation> = []
  /// The states warned about for settling on a pending mock, as "component/preview/state".
  private var warnedPending: Set<String> = []

  /// The warnings and notes for `rendered`, a rendering of `item`, in the order to print them.
  mutating func lines(for rendered: RenderedSnapshot, of item: PlannedState) -> [String] {
    // Nearly every rendering has nothing to note: the place is named only for a note that
    // needs it, and each kind of note is looked for by itself, so that a kind added later
    // cannot be skipped by a test of the kinds known here.
    var lines: [String] = []
    if !rendered.placeholders.isEmpty {
      let place = Self.place(of: rendered, item)
      for placeholder in rendered.placeholders {
        lines.append("note: \(place): \(placeholder) is not set here (placeholder; not this preview's concern)")
      }
    }
    // Each asked only when it has something to say: filtering and mapping an empty list is
    // generic calls for nothing in a debug build.
    if !rendered.unknownSymbols.isEmpty { lines += symbolWarnings(for: rendered, of: item) }
    if !rendered.missingTranslations.isEmpty { lines += translationWarnings(for: rendered, of: item) }
    if let warning = pendingWarning(for: rendered, of: item) { lines.append(warning) }
    if rendered.cutRows > 0 {
      let id = item.id(step: rendered.step)
      lines.append(
        "warning: \(TerminalText.escaped(id.description)) is taller than \(ViewGraph.maximumNaturalHeight.formatted()) rows: "
          + "\(counted(rendered.cutRows, "row")) \(rendered.cutRows == 1 ? "was" : "were") not rendered (its last row "
          + "says so); give the preview a height, or show less")
    }
    return lines
  }

  /// A warning for each SF Symbol name in `rendered` not warned about yet this run.
  mutating func symbolWarnings(for rendered: RenderedSnapshot, of item: PlannedState) -> [String] {
    rendered.unknownSymbols.filter { warnedSymbols.insert($0).inserted }.map { name in
      "warning: \(Self.place(of: rendered, item)): TextUI knows no SF Symbol named \"\(TerminalText.escaped(name))\"; it draws nothing, "
        + "as on iOS (check the name, or use a symbol TextUI draws)"
    }
  }

  /// A warning for each localized key drawn in a locale with no text for it, not warned about
  /// yet this run: the rendering shows the development language's text (or the key) there.
  mutating func translationWarnings(for rendered: RenderedSnapshot, of item: PlannedState) -> [String] {
    rendered.missingTranslations.filter { warnedTranslations.insert($0).inserted }.map { missing in
      "warning: \(Self.place(of: rendered, item)): no \(TerminalText.escaped(missing.locale)) translation of "
        + "\"\(TerminalText.escaped(missing.key))\""
        + (missing.table == "Localizable" ? "" : " in table \(missing.table)")
        + "; it shows the development language's text (add it to the String Catalog, or mark the key "
        + "\"Don't translate\")"
    }
  }

  /// A warning, once a run for each state, when an error state's first render settled
  /// with a call still waiting on a `MockResponse` `.pending`: it then shows loading, most
  /// likely because the state was copied from the loading one and kept its `.pending`.
  mutating func pendingWarning(for rendered: RenderedSnapshot, of item: PlannedState) -> String? {
    guard rendered.pendingMocks > 0, rendered.step == nil, Self.isErrorState(item.stateName),
      warnedPending.insert("\(item.component)/\(item.preview)/\(item.stateName)").inserted
    else { return nil }
    let calls = rendered.pendingMocks == 1 ? "a call was" : "\(rendered.pendingMocks) calls were"
    return "warning: \(Self.place(of: rendered, item)): \(calls) still waiting on a MockResponse .pending when it "
      + "settled, so this error state shows loading; answer with .failure(…) for an error"
  }

  /// Whether `name` names an error state: `error`, or a name with the word, such as
  /// "network error".
  static func isErrorState(_ name: String) -> Bool {
    name.lowercased().split { !$0.isLetter && !$0.isNumber }.contains("error")
  }

  /// `Preview state › step`, as the notes name where they come from.
  private static func place(of rendered: RenderedSnapshot, _ item: PlannedState) -> String {
    TerminalText.escaped("\(item.preview) \(item.stateName)" + (rendered.step.map { " › \($0)" } ?? ""))
  }
}
