/// A group of rows with an optional header and footer, as SwiftUI's `Section`. In a `Form`
/// or a `List` the rows are drawn as one block under the header (see `ListStyle` and
/// `FormStyle` for how each style draws it); anywhere else the header, the rows and the
/// footer simply follow one another, as in SwiftUI.
///
/// ```swift
/// List {
///   Section("Favourites") {
///     ForEach(favourites) { Text($0.title) }
///       .onDelete { favourites.remove(atOffsets: $0) }
///   }
///   Section {
///     Text("Clear history")
///   } header: {
///     Text("History")
///   } footer: {
///     Text("Kept for 30 days.")
///   }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
  let header: Parent
  let content: Content
  let footer: Footer
  /// The header's text, by which a preview step taps a collapsible section.
  var title = ""
  var isExpanded: Binding<Bool>?

  /// A section of `content` under `header`, above `footer`.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.content = content()
    self.header = header()
    self.footer = footer()
    self.title = (self.header as? Text)?.content ?? ""
  }

  /// A section of `content` under the view `header`, above the view `footer` (the older
  /// spelling, still common in SwiftUI code).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.header = header
    self.footer = footer
    self.title = (self.header as? Text)?.content ?? ""
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let drawing = inputs.environment.sectionDrawing
    var inner = inputs
    inner.environment.sectionDrawing = .stacked
    var labelInputs = inner
    labelInputs.listSelection = nil
    var header: [NodeRef] = []
    var footer: [NodeRef] = []
    var headerInputs = labelInputs.child(0)
    drawing.styleHeader(&headerInputs.environment)
    if let isExpanded = view.isExpanded {
      let label = DisclosureLabel(title: view.title, isExpanded: isExpanded, label: view.header)
      appendNodes(label, inputs: headerInputs, into: &header)
    } else {
      appendNodes(view.header, inputs: headerInputs, into: &header)
    }
    var rows: [NodeRef] = []
    if view.isExpanded?.wrappedValue ?? true {
      var contentInputs = inner.child(1)
      if drawing.showsSettingsRows { contentInputs.environment.togglesTrailing = true }
      appendNodes(view.content, inputs: contentInputs, into: &rows)
    }
    var footerInputs = labelInputs.child(2)
    drawing.styleFooter(&footerInputs.environment)
    appendNodes(view.footer, inputs: footerInputs, into: &footer)
    if drawing == .stacked {
      // Outside a list or form a section adds nothing of its own, as in SwiftUI.
      nodes.append(contentsOf: header + rows + footer)
    } else {
      nodes.append(
        NodeRef(
          in: inputs.tree,
          SectionNode(
            header: singleNode(header, in: inputs.tree), rows: rows, footer: singleNode(footer, in: inputs.tree),
            in: inputs.tree)))
    }
  }
}

extension Section where Footer == EmptyView {
  /// A section of `content` under `header`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section of `content` under the view `header` (the older spelling).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }

  /// A collapsible section under `header`, as SwiftUI's `Section(isExpanded:content:header:)`:
  /// the header gets a "▾"/"▸" marker and a tap on it (a preview's `.tap("header text")`)
  /// shows or hides the rows.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
  ) {
    self.init(content: content, header: header)
    self.isExpanded = isExpanded
  }
}

extension Section where Parent == EmptyView {
  /// A section of `content` above `footer`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// A section of `content` above the view `footer` (the older spelling).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of `content` with no header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section of `content` under the header text `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }

  /// A section of `content` under the header text `titleKey`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  /// A collapsible section under the header text `title`: a tap on the title (a preview's
  /// `.tap(title)`) shows or hides the rows.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
  }

  /// A collapsible section under the header text `titleKey`: a tap on the title (a preview's
  /// `.tap(title)`) shows or hides the rows.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
  }
}
