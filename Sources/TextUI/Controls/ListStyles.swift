/// How a `List` looks, as SwiftUI's list styles. Rows are plain lines in every style; the
/// style decides how `Section`s are drawn (see `SectionDrawing`):
///
/// - `.insetGrouped` and `.automatic`: a dim upper-case header, the rows in a rounded box,
///   a dim footer, a blank line between sections;
/// - `.grouped`: the same without the box: the rows between two full-width rules;
/// - `.plain`, `.inset`, `.sidebar`: a bold header line over the rows, a dim footer, no gaps.
public protocol ListStyle {}

/// SwiftUI's plain list.
public struct PlainListStyle: ListStyle {
  /// Creates the plain style.
  public init() {}
}
/// SwiftUI's grouped list.
public struct GroupedListStyle: ListStyle {
  /// Creates the style: sections between rules.
  public init() {}
}
/// SwiftUI's inset grouped list.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style: sections in rounded boxes.
  public init() {}
}
/// SwiftUI's inset list.
public struct InsetListStyle: ListStyle {
  /// Creates the style; drawn as the plain style.
  public init() {}
}
/// SwiftUI's sidebar list.
public struct SidebarListStyle: ListStyle {
  /// Creates the style; drawn as the plain style.
  public init() {}
}
/// SwiftUI's default list.
public struct DefaultListStyle: ListStyle {
  /// Creates the style; drawn as the inset grouped style, as on iOS.
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// Rows on plain lines, sections under bold headers, as SwiftUI's plain list.
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  /// SwiftUI's grouped list: sections between full-width rules.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// SwiftUI's inset grouped list: sections in rounded boxes.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  /// SwiftUI's inset list; drawn as the plain style.
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  /// SwiftUI's sidebar list; drawn as the plain style.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
  /// The platform's choice; drawn as the inset grouped style, as on iOS.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// A list style TextUI draws: how it draws sections.
protocol DrawnListStyle {
  var sectionDrawing: SectionDrawing { get }
}

extension PlainListStyle: DrawnListStyle {
  var sectionDrawing: SectionDrawing { .plain }
}
extension GroupedListStyle: DrawnListStyle {
  var sectionDrawing: SectionDrawing { .grouped }
}
extension InsetGroupedListStyle: DrawnListStyle {
  var sectionDrawing: SectionDrawing { .insetGrouped }
}
extension InsetListStyle: DrawnListStyle {
  var sectionDrawing: SectionDrawing { .plain }
}
extension SidebarListStyle: DrawnListStyle {
  var sectionDrawing: SectionDrawing { .plain }
}
extension DefaultListStyle: DrawnListStyle {
  var sectionDrawing: SectionDrawing { .insetGrouped }
}

private struct ListSectionDrawingKey: EnvironmentKey {
  static let defaultValue = SectionDrawing.insetGrouped
}

extension EnvironmentValues {
  /// How lists below draw their sections, set by `.listStyle(_:)`.
  var listSectionDrawing: SectionDrawing {
    get { self[ListSectionDrawingKey.self] }
    set { self[ListSectionDrawingKey.self] = newValue }
  }
}

/// Which edge of a row swipe actions belong to, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Sendable, Hashable, CaseIterable {
  /// The leading or the trailing edge of the row.
  case leading, trailing
}

extension View {
  /// Sets the style of lists below, which decides how their sections are drawn (see
  /// `ListStyle`); a style TextUI does not know draws as `.insetGrouped`.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listSectionDrawing, (style as? any DrawnListStyle)?.sectionDrawing ?? .insetGrouped)
  }

  /// SwiftUI's swipe actions on a row. A terminal cannot swipe, so they are accepted and not
  /// drawn; put the same actions on `.onDelete` to make them steppable in edit mode.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    self
  }
}
