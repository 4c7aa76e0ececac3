import Foundation
import PreviewSnapshots
import TextUI

/// The `--report html FILE` page: one self-contained HTML file (inline CSS, no script, no
/// request leaves the file) that a CI service can publish and a reviewer can open.
///
/// The page shows the summary line, then the failed states first — the reference snapshot and
/// the new rendering side by side, the cells that differ outlined in yellow on both — then
/// every other state in run order (a state's variants side by side, in a
/// `<div class="variants">`), then the stale snapshot files. Each state is a monospace
/// grid drawn from its snapshot file in its colours (`TerminalPalette`'s values for indexed
/// colours), with a badge for its status and for any "not set" placeholder it showed.
///
/// Every state is an `<article class="state <status>" data-path="<snapshot path>">`, and each
/// grid a `<pre class="grid" data-side="reference|new|snapshot">`, so scripts can check a page
/// (`scripts/check-html-report` does, in a real browser). The page is deterministic: the same
/// run writes the same bytes.
package enum HTMLReport {
  /// What the report shows of one snapshot.
  package struct Rendering: Sendable {
    /// The recorded snapshot, for a state whose rendering differs from it.
    package var reference: SnapshotFile?
    /// The new rendering.
    package var rendered: SnapshotFile

    /// A rendering, with the snapshot it differs from if any.
    package init(reference: SnapshotFile? = nil, rendered: SnapshotFile) {
      self.reference = reference
      self.rendered = rendered
    }
  }

  /// The page for `summary`; `renderings` and `stale` are keyed by snapshot path relative to
  /// the snapshots folder (a ``SnapshotResult/id``'s `relativePath`).
  package static func encode(
    _ summary: RunSummary, renderings: [String: Rendering], stale: [String: SnapshotFile] = [:]
  ) -> Data {
    var page = Page()
    page.head(title: "Preview report: " + summary.summaryLine)
    page.line("<header><h1>Preview report</h1>")
    page.line("<p class=\"summary\" id=\"summary\">\(escape(summary.summaryLine))</p>")
    page.line("</header>")
    let failed = summary.results.filter { $0.status == .failed || $0.status == .crashed }
    let others = summary.results.filter { $0.status != .failed && $0.status != .crashed }
    var placeholders: [SnapshotID: [String]] = [:]
    for note in summary.placeholders {
      placeholders[note.id, default: []] += note.placeholders
    }
    if !failed.isEmpty {
      page.line("<section id=\"failed\"><h2>Failed (\(failed.count))</h2>")
      for result in failed { page.state(result, renderings: renderings, placeholders: placeholders) }
      page.line("</section>")
    }
    if !others.isEmpty {
      page.line("<section id=\"states\"><h2>States (\(others.count))</h2>")
      // A state's variants, next to each other in run order, are shown side by side.
      var index = others.startIndex
      while index < others.endIndex {
        var end = index + 1
        while end < others.endIndex && sameRendering(others[index], others[end]) { end += 1 }
        if end - index > 1 { page.line("<div class=\"variants\">") }
        for result in others[index..<end] {
          page.state(result, renderings: renderings, placeholders: placeholders)
        }
        if end - index > 1 { page.line("</div>") }
        index = end
      }
      page.line("</section>")
    }
    if !summary.stale.isEmpty {
      page.line("<section id=\"stale\"><h2>Stale (\(summary.stale.count))</h2>")
      page.line("<p class=\"note\">Snapshot files that no preview produces any more; delete them with --prune.</p>")
      for path in summary.stale {
        page.stale(path, file: stale[path])
      }
      page.line("</section>")
    }
    page.line("</body>\n</html>")
    return Data(page.text.utf8)
  }

  /// Whether two results are one state's rendering (same snapshot but for the variant).
  static func sameRendering(_ first: SnapshotResult, _ second: SnapshotResult) -> Bool {
    guard var left = first.id, var right = second.id, left.variant != right.variant else { return false }
    (left.variant, right.variant) = (nil, nil)
    return left == right
  }

  // MARK: - Page

  /// The default colours of the drawn terminal.
  static let defaultForeground = "#d4d4d4"
  static let defaultBackground = "#1b1d23"

  private struct Page {
    var text = ""

    mutating func line(_ line: String) {
      text += line + "\n"
    }

    mutating func head(title: String) {
      line("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">")
      line("<title>\(escape(title))</title>")
      line("<style>\n\(css)</style>\n</head>\n<body>")
    }

    /// The article of `result`, with its rendering from `renderings` and its placeholders
    /// from `placeholders` when it has a snapshot.
    mutating func state(
      _ result: SnapshotResult, renderings: [String: Rendering], placeholders: [SnapshotID: [String]]
    ) {
      let path = result.id?.relativePath ?? ""
      let rendering = renderings[path]
      let status = result.status.rawValue
      var name = "\(result.component)/\(result.preview) \(result.id?.state ?? "")"
      if let step = result.id?.step { name += " › \(step)" }
      if let variant = result.id?.variant { name += " [\(variant)]" }
      line(
        "<article class=\"state \(status)\" id=\"\(anchor(path))\" data-path=\"\(escape(path))\" "
          + "data-status=\"\(status)\">")
      var badges = "<span class=\"badge \(status)\">\(status)"
      if let kind = result.kind { badges += " · " + escape(describe(kind)) }
      badges += "</span>"
      for placeholder in result.id.flatMap({ placeholders[$0] }) ?? [] {
        badges += "<span class=\"badge placeholder\">placeholder: \(escape(placeholder)) not set</span>"
      }
      line("<h3>\(escape(name)) \(badges)</h3>")
      line("<p class=\"path\">\(escape(path)) · width \(result.id?.width ?? 0)</p>")
      if let rendering {
        if let reference = rendering.reference {
          let new = rendering.rendered.buffer()
          let old = reference.buffer()
          line("<div class=\"sides\">")
          figure("reference", grid(old, side: "reference", comparedWith: new))
          figure("new", grid(new, side: "new", comparedWith: old))
          line("</div>")
        } else {
          figure(nil, grid(rendering.rendered.buffer(), side: "snapshot", comparedWith: nil))
        }
        accessibility(rendering)
      }
      if result.status == .failed || result.status == .crashed, let message = result.message {
        line(
          "<details\(rendering == nil ? " open" : "")><summary>details</summary><pre class=\"message\">\(escape(message))</pre></details>"
        )
      }
      line("</article>")
    }

    /// What a screen reader gets, one element a line; both trees when they differ.
    mutating func accessibility(_ rendering: Rendering) {
      let new = rendering.rendered.accessibility
      func list(_ lines: [String], side: String) -> String {
        "<pre class=\"accessibility\" data-side=\"\(side)\">"
          + (lines.isEmpty ? "(nothing to read)" : lines.map(escape).joined(separator: "\n")) + "</pre>"
      }
      if let old = rendering.reference?.accessibility, old != new {
        line("<details open><summary>accessibility (changed)</summary><div class=\"sides\">")
        figure("reference", list(old, side: "reference"))
        figure("new", list(new, side: "new"))
        line("</div></details>")
      } else {
        line("<details><summary>accessibility</summary>" + list(new, side: "snapshot") + "</details>")
      }
    }

    mutating func stale(_ path: String, file: SnapshotFile?) {
      line(
        "<article class=\"state stale\" id=\"\(anchor(path))\" data-path=\"\(escape(path))\" data-status=\"stale\">")
      line("<h3>\(escape(path)) <span class=\"badge stale\">stale</span></h3>")
      if let file {
        figure(nil, grid(file.buffer(), side: "snapshot", comparedWith: nil))
      } else {
        line("<p class=\"note\">The file cannot be read as a snapshot.</p>")
      }
      line("</article>")
    }

    mutating func figure(_ caption: String?, _ grid: String) {
      line("<figure>" + (caption.map { "<figcaption>\($0)</figcaption>" } ?? "") + grid + "</figure>")
    }
  }

  /// A `<pre>` drawing `buffer` run by run (see ``Buffer/forEachRun(inRow:_:)``): narrow
  /// cells of a run share a span, a wide character or one a fallback font may draw (see ``fitsMonospaceRun(_:)``)
  /// gets a box of its own, and cells that differ from `other`
  /// (by symbol or style, or lying outside it) are marked `chg`.
  static func grid(_ buffer: Buffer, side: String, comparedWith other: Buffer?) -> String {
    var text = "<pre class=\"grid\" data-side=\"\(side)\" style=\"width:\(buffer.width)ch\">"
    if buffer.width == 0 || buffer.height == 0 {
      return text + "<span class=\"empty\">(empty: \(buffer.width) × \(buffer.height))</span></pre>"
    }
    func changed(_ x: Int, _ y: Int) -> Bool {
      guard let other else { return false }
      guard x < other.width, y < other.height else { return true }
      let mine = buffer[x, y]
      let theirs = other[x, y]
      return mine.symbol != theirs.symbol || mine.width != theirs.width || mine.style != theirs.style
    }
    for y in 0..<buffer.height {
      buffer.forEachRun(inRow: y) { run in text += spans(of: run, in: buffer, changed: changed) }
      if y < buffer.height - 1 { text += "\n" }
    }
    return text + "</pre>"
  }

  /// The spans of one run of `buffer` (cells of one style): narrow cells share a span while
  /// `changed` says the same of them, a wide character or one a fallback font may draw gets a
  /// box of its own.
  private static func spans(of run: CellRun, in buffer: Buffer, changed: (Int, Int) -> Bool) -> String {
    var text = ""
    let y = run.row
    var x = run.columns.lowerBound
    let end = run.columns.upperBound
    while x < end {
      let cell = buffer[x, y]
      if cell.isContinuation {
        x += 1
        continue
      }
      if cell.width == 2 || !fitsMonospaceRun(cell.symbol) {
        let isChanged = changed(x, y) || (cell.width == 2 && changed(x + 1, y))
        text += span(String(cell.symbol), style: run.style, cells: Int(cell.width), changed: isChanged)
        x += Int(cell.width)
        continue
      }
      let start = x
      let isChanged = changed(x, y)
      var symbols = ""
      while x < end, buffer[x, y].width == 1, fitsMonospaceRun(buffer[x, y].symbol), changed(x, y) == isChanged {
        symbols.append(buffer[x, y].symbol)
        x += 1
      }
      if x == start {
        // A lone continuation-less oddity: draw it as a space so the row keeps its width.
        symbols = " "
        x += 1
      }
      text += span(symbols, style: run.style, cells: nil, changed: isChanged)
    }
    return text
  }

  /// Whether `symbol` can share a span with its neighbours: ASCII, box drawing and block
  /// elements, which every monospace font draws one cell wide. Anything else (a braille
  /// spinner, an arrow, an emoji) may come from a fallback font with another advance, so it
  /// gets a box of its own exactly one or two cells wide and the grid stays aligned.
  static func fitsMonospaceRun(_ symbol: Character) -> Bool {
    symbol.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) || (0x2500...0x259F).contains($0.value) }
  }

  /// A span of `symbols`; `cells` makes it a box exactly that many cells wide.
  private static func span(_ symbols: String, style: Style, cells: Int?, changed: Bool) -> String {
    var classes: [String] = []
    if let cells { classes.append(cells == 2 ? "w" : "c") }
    if changed { classes.append("chg") }
    let css = self.css(for: style)
    if classes.isEmpty && css.isEmpty { return escape(symbols) }
    var text = "<span"
    if !classes.isEmpty { text += " class=\"\(classes.joined(separator: " "))\"" }
    if !css.isEmpty { text += " style=\"\(css)\"" }
    return text + ">" + escape(symbols) + "</span>"
  }

  /// The inline CSS for a cell style: colours as `#rrggbb`, inverse swapping them (with the
  /// grid's defaults standing in for the terminal's), attributes as font properties.
  static func css(for style: Style) -> String {
    var foreground = style.foreground.flatMap(TerminalPalette.rgb(of:))?.hex
    var background = style.background.flatMap(TerminalPalette.rgb(of:))?.hex
    if style.attributes.contains(.inverse) {
      (foreground, background) = (background ?? defaultBackground, foreground ?? defaultForeground)
    }
    var parts: [String] = []
    if let foreground { parts.append("color:\(foreground)") }
    if let background { parts.append("background-color:\(background)") }
    if style.attributes.contains(.bold) { parts.append("font-weight:700") }
    if style.attributes.contains(.dim) { parts.append("opacity:.6") }
    if style.attributes.contains(.italic) { parts.append("font-style:italic") }
    var lines: [String] = []
    if style.attributes.contains(.underline) { lines.append("underline") }
    if style.attributes.contains(.strikethrough) { lines.append("line-through") }
    if !lines.isEmpty { parts.append("text-decoration-line:\(lines.joined(separator: " "))") }
    return parts.joined(separator: ";")
  }

  /// A result's kind in words, e.g. "text and styles changed".
  private static func describe(_ kind: SnapshotResult.Kind) -> String {
    switch kind {
    case .changed(.text): "text changed"
    case .changed(.styles): "styles changed"
    case .changed(.textAndStyles): "text and styles changed"
    case .changed(.header): "header changed"
    case .changed(.accessibility): "accessibility changed"
    case .timedOut: "timed out"
    default: kind.name
    }
  }

  private static func anchor(_ path: String) -> String {
    "s-"
      + String(
        path.unicodeScalars.map { scalar in
          scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-"
            ? Character(scalar) : "_"
        })
  }

  /// Text safe inside an element or a double-quoted attribute: first made visible by
  /// ``TerminalText`` (a NUL, ESC or bidirectional control from a preview's name shows as
  /// `\e`, `\u{202e}`), then with HTML's own characters as references.
  static func escape(_ text: String) -> String {
    let text = TerminalText.escapedLines(text)
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  private static let css = """
    :root { color-scheme: dark; }
    body { margin: 0; padding: 16px 20px; background: #0f1115; color: #e6e6e6;
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    h2 { font-size: 16px; margin: 28px 0 8px; border-bottom: 1px solid #2a2f3a; padding-bottom: 4px; }
    h3 { font-size: 14px; margin: 0 0 2px; font-weight: 600; }
    .summary { font: 600 15px ui-monospace, "DejaVu Sans Mono", monospace; margin: 0; }
    .note, .path { color: #9da5b4; font-size: 12px; margin: 0 0 8px; }
    .state { margin: 12px 0; padding: 12px 14px; border: 1px solid #2a2f3a; border-radius: 6px; background: #161a22; }
    .state.failed { border-color: #e5534b; }
    .badge { display: inline-block; padding: 0 6px; margin-left: 6px; border-radius: 4px; font-size: 12px;
      font-weight: 600; color: #fff; background: #444c56; }
    .badge.failed { background: #c93c37; }
    .badge.new { background: #2f6feb; }
    .badge.passed { background: #2a7a3a; }
    .badge.recorded { background: #6e7681; }
    .badge.stale { background: #9e6a03; }
    .badge.placeholder { background: #8250df; }
    .sides { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; }
    .variants { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; }
    .variants > article { flex: 0 0 auto; }
    figure { margin: 0; }
    figcaption { font-size: 12px; color: #9da5b4; margin-bottom: 4px; }
    .grid { margin: 0; padding: 6px 8px; box-sizing: content-box; background: \(defaultBackground);
      color: \(defaultForeground); border: 1px solid #30363d; overflow: hidden; white-space: pre;
      font: 12px/1.25 "DejaVu Sans Mono", "Noto Sans Mono", ui-monospace, Menlo, Consolas, monospace; }
    .grid .w, .grid .c { display: inline-block; overflow: hidden; vertical-align: top; text-align: center; }
    .grid .w { width: 2ch; }
    .grid .c { width: 1ch; }
    .grid .chg { box-shadow: inset 0 0 0 1px #ffd33d; }
    .grid .empty { color: #9da5b4; }
    details { margin-top: 8px; }
    summary { cursor: pointer; color: #9da5b4; font-size: 12px; }
    .message { font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; color: #c9d1d9; }

    """
}
