/// Where a search field is placed, as SwiftUI's `SearchFieldPlacement`; it is always drawn
/// above the content.
public struct SearchFieldPlacement: Sendable, Hashable {
  private let name: String
  /// The platform's choice; drawn above the content.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar; drawn above the content.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar; drawn above the content.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In the navigation bar's drawer; drawn above the content.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
  /// Adds a search field above this view, as SwiftUI's `.searchable`: a text field titled
  /// with the prompt ("Search" by default) that a preview step types into.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil
  ) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 1) {
        Text(LabelSymbols.symbol(named: "magnifyingglass"))
        TextField(prompt ?? "Search", text: text)
      }
      self
    }
  }
}
