import Foundation

/// SwiftUI's `ContentUnavailableView`: what a screen shows when it has nothing to show (an
/// empty list, no search results, a network error). Drawn centred across the width: the label
/// in bold, the description dim under it, then the actions.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
/// ```
///
/// at 40 columns:
///
/// ```text
///                 ▭ No Mail
///          New mail appears here.
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of `label`, `description` and `actions`.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 0) {
      label.bold()
      description.foregroundColor(.secondary)
      actions
    }
    .multilineTextAlignment(.center)
    .frame(maxWidth: .infinity)
  }
}

extension ContentUnavailableView where Label == TextUI.Label<Text, Text>, Description == Text?, Actions == EmptyView {
  /// A title with a system image and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { TextUI.Label(title, systemImage: name) }, description: { description })
  }

  /// A title with a system image and an optional description.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { TextUI.Label(titleKey, systemImage: name) }, description: { description })
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// "No Results", for a search that found nothing.
  public static var search: Self { search(text: nil) }

  /// "No Results for “text”", for a search that found nothing.
  public static func search(text: String) -> Self { search(text: Optional(text)) }

  private static func search(text: String?) -> Self {
    Self(
      label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}

/// The parts of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
  /// "⌕ No Results", or "⌕ No Results for “text”".
  public struct Label: View {
    let text: String?

    public var body: some View {
      TextUI.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
    }
  }

  /// "Check the spelling or try a new search."
  public struct Description: View {
    public var body: some View { Text(verbatim: "Check the spelling or try a new search.") }
  }

  /// No actions.
  public struct Actions: View {
    public var body: some View { EmptyView() }
  }
}
