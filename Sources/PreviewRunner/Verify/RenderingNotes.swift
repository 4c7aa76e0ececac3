import TextUI

/// What a run says about a rendering besides its verdict: rows cut at the canvas cap, SF
/// Symbol names TextUI has no stand-in for (each once a run, naming the first state that drew
/// it: a symbol that draws nothing is easy to miss), and the "not set" placeholders a
/// rendering showed — informational, never a failure: a preview injects only its own
/// component's mocks, so a destination it opens shows the placeholder by design.
@MainActor
struct RenderingNotes {
  private var warnedSymbols: Set<String> = []

  /// The warnings and notes for `rendered`, a rendering of `item`, in the order to print them.
  mutating func lines(for rendered: RenderedSnapshot, of item: PlannedState) -> [String] {
    var lines: [String] = []
    let place = Self.place(of: rendered, item)
    for placeholder in rendered.placeholders {
      lines.append("note: \(place): \(placeholder) is not set here (placeholder; not this preview's concern)")
    }
    lines += symbolWarnings(for: rendered, of: item)
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

  /// `Preview state › step`, as the notes name where they come from.
  private static func place(of rendered: RenderedSnapshot, _ item: PlannedState) -> String {
    TerminalText.escaped("\(item.preview) \(item.stateName)" + (rendered.step.map { " › \($0)" } ?? ""))
  }
}
