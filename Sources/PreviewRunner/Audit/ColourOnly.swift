import PreviewSnapshots
import TextUI

/// The colour-only rule: a control whose state (on or off, selected or not, a value) shows in
/// colour alone, so a terminal without colour draws its states alike.
///
/// A control's alternative is found two ways, because one frame shows a control in one
/// state only:
/// - within a frame, beside the controls of the same role in another state (the selected
///   segment among the others, a toggle that is on beside one that is off, the selected row);
/// - across the renderings of one state, the same control (role and name) before and after a
///   step changed its state (a step that taps the toggle).
///
/// Two drawings of a control are compared as a terminal without colour shows them: the text
/// of the control's cells with its name taken out and runs of spaces made one, and the set of
/// attributes its cells use (bold, dim, inverse, …). When those are the same and the colours
/// differ, the state is carried by colour alone. Limits: a control whose alternative is in
/// another preview state, or is only reached live (focus drawn by the live runtime), is not
/// compared; two controls that differ in a word other than their name (a value drawn as text)
/// are told apart, as a reader without colour tells them apart.
struct ColourOnlyCheck {
  /// What one drawing of a control looks like, with colour and without.
  struct Look: Equatable {
    /// The cells' text, the name taken out and runs of spaces made one.
    var text: String
    /// The attributes the cells use.
    var attributes: Set<UInt8>
    /// The colours the cells use (each style's colours, attributes left out).
    var colours: Set<Style>
  }

  /// The drawings seen so far in the renderings of one state, by role and name, with the
  /// state each showed.
  private var seen: [String: (state: String, look: Look)] = [:]

  /// The state an element shows: its value and whether it is selected.
  static func state(of element: AccessibilityElement) -> String {
    (element.value ?? "") + (element.traits.contains(.isSelected) ? " (selected)" : "")
  }

  /// How `element` is drawn in `buffer`.
  static func look(of element: AccessibilityElement, in buffer: Buffer) -> Look {
    let area = element.frame.intersection(buffer.bounds)
    var text = ""
    var attributes: Set<UInt8> = []
    var colours: Set<Style> = []
    for y in area.minY..<area.maxY {
      if y > area.minY { text += "\n" }
      for x in area.minX..<area.maxX {
        let cell = buffer[x, y]
        guard !cell.isContinuation else { continue }
        text.append(cell.symbol)
        attributes.insert(cell.style.attributes.rawValue)
        var colourOnly = cell.style
        colourOnly.attributes = []
        colours.insert(colourOnly)
      }
    }
    if !element.name.isEmpty, let range = text.range(of: element.name) { text.removeSubrange(range) }
    let words = text.split(whereSeparator: { $0 == " " })
    return Look(text: words.joined(separator: " "), attributes: attributes, colours: colours)
  }

  /// Whether `other` shows another state of the kind of control `element` is: the same role,
  /// and either both have a value and the values differ (a toggle that is on, one that is
  /// off), or `element` is selected, `other` is not and they are drawn the same size (the
  /// selected segment, row or item among the others). A control is not compared with one of
  /// another kind that happens to share its role (a menu's destructive button).
  static func areAlternatives(_ element: AccessibilityElement, _ other: AccessibilityElement) -> Bool {
    guard element.role == other.role else { return false }
    if let value = element.value, let otherValue = other.value { return value != otherValue }
    return element.traits.contains(.isSelected) && !other.traits.contains(.isSelected)
      && element.frame.size == other.frame.size
  }

  /// Whether two drawings of controls in different states differ in colour alone.
  static func differsInColourOnly(_ first: Look, _ second: Look) -> Bool {
    first.text == second.text && first.attributes == second.attributes && first.colours != second.colours
  }

  /// The message of a finding: which states look alike without colour, and the way out.
  static func message(_ state: String, _ other: String, besides: String) -> String {
    "its state \(quoted(state)) and the state \(quoted(other)) of \(besides) differ only in colour, so a terminal "
      + "without colour (NO_COLOR, the monochrome variant) draws them alike; show the state in text, a symbol "
      + "or an attribute too (bold, underline, inverse, a ✓ or ●/○)"
  }

  private static func quoted(_ state: String) -> String { state.isEmpty ? "(none)" : "“\(state)”" }

  /// The elements of `frame` whose state shows in colour alone, each with its message:
  /// compared with the controls of the same role in the frame, then with the drawings of the
  /// same control in the renderings seen before.
  mutating func problems(in frame: SettledFrame) -> [(element: AccessibilityElement, message: String)] {
    let elements = frame.accessibility.elements.filter { !$0.isHidden && $0.isInteractive && !$0.name.isEmpty }
    var problems: [(element: AccessibilityElement, message: String)] = []
    var looks: [Look] = []
    for element in elements { looks.append(Self.look(of: element, in: frame.buffer)) }
    for (index, element) in elements.enumerated() {
      let state = Self.state(of: element)
      let sibling = elements.indices.first { other in
        other != index && Self.areAlternatives(element, elements[other])
          && Self.differsInColourOnly(looks[index], looks[other])
      }
      let key = element.role.rawValue + "\u{1F}" + element.name
      if let sibling {
        let other = elements[sibling]
        problems.append(
          (element, Self.message(state, Self.state(of: other), besides: "\(other.role.rawValue) “\(other.name)”")))
      } else if let before = seen[key], before.state != state, Self.differsInColourOnly(before.look, looks[index]) {
        problems.append((element, Self.message(state, before.state, besides: "the same control before the step")))
      }
      seen[key] = (state, looks[index])
    }
    return problems
  }
}
