/// How the `Section`s of a container are drawn, decided by the container (a `List` by its
/// `.listStyle`, a `Form` by its `.formStyle`) and handed down the environment.
enum SectionDrawing: Sendable, Hashable {
  /// Not in a list or form: header, rows and footer simply follow one another.
  case stacked
  /// Bold header line over the rows, dim footer, no gaps (`.plain`, `.inset`, `.sidebar`).
  case plain
  /// Dim upper-case header, rows between full-width rules, dim footer, a blank line between
  /// sections (`.grouped`).
  case grouped
  /// Dim upper-case header, rows in a rounded box, dim footer, a blank line between sections
  /// (`.insetGrouped`, `.automatic`, and forms).
  case insetGrouped
  /// Bold header, rows and dim footer indented under it, a blank line between sections (a
  /// form's `.columns` style).
  case columns

  /// Sets the header's look, as SwiftUI's grouped styles show headers small, grey and in
  /// upper case; user modifiers on the header (`.textCase(nil)`) still win.
  /// An `.increased` header prominence makes it bold and as written in every style.
  func styleHeader(_ environment: inout EnvironmentValues) {
    switch self {
    case .stacked: break
    case .plain, .columns: environment.textAttributes.insert(.bold)
    case .grouped, .insetGrouped:
      guard environment.headerProminence == .standard else {
        environment.textAttributes.insert(.bold)
        return
      }
      environment.textAttributes.insert(.dim)
      environment.textCase = .uppercase
    }
  }

  /// Sets the footer's look: small and grey in every list style.
  func styleFooter(_ environment: inout EnvironmentValues) {
    if self != .stacked { environment.textAttributes.insert(.dim) }
  }

  /// Whether rows are laid out as in a Settings app: a toggle's label at the leading edge and
  /// its box at the trailing edge.
  var showsSettingsRows: Bool { self == .grouped || self == .insetGrouped }

  /// Whether blocks (sections, and runs of rows outside sections) are set apart by a blank line.
  var separatesBlocks: Bool { self != .plain && self != .stacked }

  /// How far the header is indented: in a box it lines up with the rows' text.
  var headerIndent: Int { self == .insetGrouped ? 2 : 0 }

  /// How far the footer is indented: it lines up with the rows' text, in a box or under a
  /// columns header.
  var footerIndent: Int { self == .insetGrouped || self == .columns ? 2 : 0 }
}

private struct SectionDrawingKey: EnvironmentKey {
  static let defaultValue = SectionDrawing.stacked
}

/// On by default: iOS draws every switch as a full-width row, label leading and switch
/// trailing, in a form or on its own; `.toggleStyle(.checkbox)` or `.button` turns it off.
private struct TogglesTrailingKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// How `Section`s below are drawn; set by the enclosing `List` or `Form`.
  var sectionDrawing: SectionDrawing {
    get { self[SectionDrawingKey.self] }
    set { self[SectionDrawingKey.self] = newValue }
  }

  /// Whether toggles below put their box at the trailing edge, as iOS draws a switch.
  var togglesTrailing: Bool {
    get { self[TogglesTrailingKey.self] }
    set { self[TogglesTrailingKey.self] = newValue }
  }
}
