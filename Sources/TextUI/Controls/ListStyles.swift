/// How a `List` looks, as SwiftUI's list styles. A terminal list is rows on plain lines, so
/// every style is accepted and drawn as the plain style.
public protocol ListStyle {}

/// SwiftUI's plain list.
public struct PlainListStyle: ListStyle {
  /// Creates the plain style.
  public init() {}
}
/// SwiftUI's grouped list.
public struct GroupedListStyle: ListStyle {
  /// Creates the style; plain rows.
  public init() {}
}
/// SwiftUI's inset grouped list.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style; plain rows.
  public init() {}
}
/// SwiftUI's inset list.
public struct InsetListStyle: ListStyle {
  /// Creates the style; plain rows.
  public init() {}
}
/// SwiftUI's sidebar list.
public struct SidebarListStyle: ListStyle {
  /// Creates the style; plain rows.
  public init() {}
}
/// SwiftUI's default list.
public struct DefaultListStyle: ListStyle {
  /// Creates the style; plain rows.
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// Rows on plain lines, as SwiftUI's plain list.
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  /// SwiftUI's grouped list; drawn as plain rows.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// SwiftUI's inset grouped list; drawn as plain rows.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  /// SwiftUI's inset list; drawn as plain rows.
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  /// SwiftUI's sidebar list; drawn as plain rows.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
  /// The platform's choice; drawn as plain rows.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// Which edge of a row swipe actions belong to, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Sendable, Hashable, CaseIterable {
  /// The leading or the trailing edge of the row.
  case leading, trailing
}

extension View {
  /// Sets the style of lists below; every style draws as plain rows.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self }

  /// SwiftUI's swipe actions on a row. A terminal cannot swipe, so they are accepted and not
  /// drawn; put the same actions on `.onDelete` to make them steppable in edit mode.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    self
  }
}
