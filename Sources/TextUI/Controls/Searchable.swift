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

  /// In the navigation bar's drawer, shown always or as the platform decides; drawn above the
  /// content either way (a snapshot is never scrolled to hide it).
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    .navigationBarDrawer
  }

  /// When a navigation bar drawer's search field shows, as SwiftUI's
  /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
  public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
    private let name: String
    /// Hidden until the list is scrolled down, on iOS.
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    /// Always shown.
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }
}

/// The search field `.searchable` adds: a magnifier and a text field titled with the prompt,
/// which a preview step types into by that title.
private struct SearchField<Content: View>: View {
  let content: Content
  let text: Binding<String>
  let prompt: String

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 1) {
        // The field's picture, not something to read: VoiceOver reads a search field alone.
        Text(verbatim: LabelSymbols.symbol(named: "magnifyingglass")).accessibilityHidden(true)
        TextField(prompt, text: text)
      }
      content
    }
  }
}

extension View {
  /// Adds a search field above this view, as SwiftUI's `.searchable(text:placement:prompt:)`:
  /// a text field titled with the prompt ("Search" by default) that a preview step types into.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    SearchField(content: self, text: text, prompt: prompt?.content ?? "Search")
  }

  /// Adds a search field above this view, prompting with a string literal.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    SearchField(content: self, text: text, prompt: prompt.text.content)
  }

  /// Adds a search field above this view, prompting with a string.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    SearchField(content: self, text: text, prompt: String(prompt))
  }

  /// Adds a search field above this view whose presentation `isPresented` follows, as
  /// SwiftUI's `.searchable(text:isPresented:placement:prompt:)`. The field is always drawn,
  /// so a preview can type into it; the binding is left as it is.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    SearchField(content: self, text: text, prompt: prompt?.content ?? "Search")
  }

  /// Adds a search field whose presentation `isPresented` follows, prompting with a string literal.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    SearchField(content: self, text: text, prompt: prompt.text.content)
  }

  /// Adds a search field with suggestions, as SwiftUI's
  /// `.searchable(text:placement:prompt:suggestions:)`. A preview's field is never active, so
  /// the suggestions are not drawn.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    SearchField(content: self, text: text, prompt: prompt?.content ?? "Search")
  }

  /// Adds a search field with suggestions, prompting with a string literal.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    SearchField(content: self, text: text, prompt: prompt.text.content)
  }

  /// Adds a search field with suggestions, prompting with a string.
  @_disfavoredOverload
  public func searchable<P: StringProtocol, S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    SearchField(content: self, text: text, prompt: String(prompt))
  }

  /// Suggestions shown under an active search field, as SwiftUI's `.searchSuggestions(_:)`.
  /// A preview's field is never active, so they are accepted with no effect.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    self
  }

  /// The text a suggestion puts in the search field when chosen, as SwiftUI's
  /// `.searchCompletion(_:)`; accepted with no effect, as suggestions are not drawn.
  public func searchCompletion(_ completion: String) -> some View {
    self
  }

  /// Scopes that narrow a search, as SwiftUI's `.searchScopes(_:scopes:)`, shown under an
  /// active search field; accepted with no effect, the scope stays as it is bound.
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
    self
  }
}
