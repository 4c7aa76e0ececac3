/// How a `Form` looks, as SwiftUI's form styles.
///
/// - `.grouped` and `.automatic`: sections in rounded boxes under dim upper-case headers,
///   toggles with their box at the trailing edge (iOS's Settings look);
/// - `.columns`: sections under bold headers with their rows indented, no boxes, toggles as
///   checkboxes before their label (macOS's look).
public protocol FormStyle {}

/// SwiftUI's automatic form style: the grouped look, as on iOS.
public struct AutomaticFormStyle: FormStyle {
  /// Creates the automatic style.
  public init() {}
}
/// SwiftUI's grouped form style: sections in rounded boxes.
public struct GroupedFormStyle: FormStyle {
  /// Creates the grouped style.
  public init() {}
}
/// SwiftUI's columns form style: sections under bold headers, without boxes.
public struct ColumnsFormStyle: FormStyle {
  /// Creates the columns style.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's choice: the grouped look, as on iOS.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
  /// Sections in rounded boxes under dim upper-case headers.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
  /// Sections under bold headers with their rows indented.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// A form style TextUI draws: how it draws sections.
protocol DrawnFormStyle {
  var sectionDrawing: SectionDrawing { get }
}

extension AutomaticFormStyle: DrawnFormStyle {
  var sectionDrawing: SectionDrawing { .insetGrouped }
}
extension GroupedFormStyle: DrawnFormStyle {
  var sectionDrawing: SectionDrawing { .insetGrouped }
}
extension ColumnsFormStyle: DrawnFormStyle {
  var sectionDrawing: SectionDrawing { .columns }
}

private struct FormSectionDrawingKey: EnvironmentKey {
  static let defaultValue = SectionDrawing.insetGrouped
}

extension EnvironmentValues {
  /// How forms below draw their sections, set by `.formStyle(_:)`.
  var formSectionDrawing: SectionDrawing {
    get { self[FormSectionDrawingKey.self] }
    set { self[FormSectionDrawingKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of forms below (see `FormStyle`); a style TextUI does not know draws as
  /// `.grouped`.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    environment(\.formSectionDrawing, (style as? any DrawnFormStyle)?.sectionDrawing ?? .insetGrouped)
  }
}
