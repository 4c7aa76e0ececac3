/// A stack of screens, as SwiftUI's `NavigationStack`: it shows its root, or the screen most
/// recently pushed by a `NavigationLink`, under a bar with the `.navigationTitle` of the
/// screen on top, as iOS draws it (see `navigationBarTitleDisplayMode(_:)`): a large title on
/// the top row, or below the bar's items when it has any ("‹ Reading List", the back button
/// naming the screen it goes back to, or "Back"); an inline title centred in the bar.
///
/// The stack fills the screen, as SwiftUI's does: the bar on the top row, and the screen's
/// content below it centred in the room left, so a `List`, `Form` or `ScrollView` (which take
/// all the room) starts under the bar and a smaller `VStack` sits in the middle of the screen.
public struct NavigationStack<Root: View>: _PrimitiveView {
  let root: Root
  let path: Binding<NavigationPath>?

  /// A stack that shows `root` until a link pushes a screen.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = nil
  }

  /// A stack whose pushed screens are the values of `path`, each shown by the
  /// `.navigationDestination(for:)` of its type; links append to it and back pops it.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = path
  }

  /// A stack whose pushed screens are the values of `path`, all of one type.
  public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    path: Binding<Data>, @ViewBuilder root: () -> Root
  ) where Data.Element: Hashable {
    self.root = root()
    self.path = Binding(
      get: { NavigationPath(path.wrappedValue) },
      set: { newPath in path.wrappedValue = Data(newPath.elements.compactMap { $0.base as? Data.Element }) })
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let context = inputs.graph.storage(at: inputs.identity, slot: 0) {
      NavigationContext(invalidation: inputs.graph.invalidation)
    }
    inputs.graph.markVisited(inputs.identity)
    context.resetScreen()
    context.toolbarItems = []
    context.path = view.path
    var contentInputs = inputs.inside(.vertical)
    contentInputs.environment.navigationContext = context
    if contentInputs.environment.editMode == nil {
      contentInputs.environment.editMode = Binding(
        get: { context.editMode },
        set: {
          context.editMode = $0
          context.invalidation.markNeedsRender()
        })
    }
    if context.depth > 0, context.destinations.isEmpty, !(view.path?.wrappedValue.isEmpty ?? true) {
      // A stack that starts with a path has not built its root yet, which is where the
      // destinations for the path's values are declared.
      var declarations: [NodeRef] = []
      appendNodes(view.root, inputs: contentInputs.child(0), into: &declarations)
      if let title = context.title { context.titles[0] = title }
      context.largeTitles[0] = context.showsLargeTitle(at: 0)
      context.resetScreen()
    }
    let content = screenNodes(view, context: context, inputs: contentInputs)
    let depth = context.screens.count
    if let title = context.title { context.titles[depth] = title }
    context.largeTitles[depth] = context.showsLargeTitle(at: depth)
    let bar = NavigationBar(context: context, depth: depth).node(inputs: contentInputs.child(-1))
    let bottom = context.toolbarItems.filter { $0.placement.position == .bottom }
    var bottomBar: [NodeRef] = []
    if !bottom.isEmpty {
      let view = VStack(spacing: 0) {
        Divider()
        HStack(spacing: 1) { ToolbarEntries(entries: bottom) }
      }
      appendNodes(view, inputs: contentInputs.child(-3), into: &bottomBar)
    }
    let screen = NodeRef(
      in: inputs.tree,
      NavigationScreenNode(bar: bar, content: singleNode(content, in: inputs.tree), bottomBar: bottomBar.first))
    // Esc goes back from a pushed screen, as the back button does.
    nodes.append(depth > 0 ? NodeRef(in: inputs.tree, DismissActionNode(child: screen) { context.pop() }) : screen)
  }

  /// The nodes of the screen on top: the last pushed one, else the root, or a screen the
  /// root has just asked to present.
  private static func screenNodes(_ view: Self, context: NavigationContext, inputs contentInputs: _ViewInputs)
    -> [NodeRef]
  {
    var content: [NodeRef] = []
    let screens = context.screens
    if let top = screens.last {
      var topInputs = contentInputs.child(screens.count)
      topInputs.environment.dismiss = DismissAction { context.pop() }
      appendNodes(top, inputs: topInputs, into: &content)
    } else {
      appendNodes(view.root, inputs: contentInputs.child(0), into: &content)
      if let presented = context.presented.last {
        // The root just asked, through `navigationDestination(isPresented:)` or `(item:)`,
        // for a screen on top of it: show that screen now rather than a render later.
        content = []
        context.resetScreen()
        var topInputs = contentInputs.child(context.screens.count)
        topInputs.environment.dismiss = DismissAction { context.pop() }
        appendNodes(presented.view, inputs: topInputs, into: &content)
      }
    }
    return content
  }
}

/// A control that pushes a screen on the enclosing `NavigationStack`: either a destination
/// view, or a value whose screen the stack's `.navigationDestination(for:)` builds. On a row
/// of a `List` or `Form` it is drawn as SwiftUI draws a row's disclosure: the label, and a
/// `›` at the row's trailing edge. Anywhere else (a toolbar, a stack) it is a button: its
/// label in the accent colour (as it is under `.buttonStyle(.plain)`), with no `›`. A
/// label of several views is laid out as a row. A preview step `.open("label")` follows it.
/// Outside any `NavigationStack` it is drawn disabled, as iOS does.
public struct NavigationLink<Label: View>: _PrimitiveView, BadgedListRowLink {
  let label: Label
  var title: String
  let push: @MainActor (NavigationContext) -> Void

  /// A link to a value presented by `.navigationDestination(for:)`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = ""
    self.push = { context in if let value { context.push(value: value) } }
  }

  /// A link to a destination view.
  public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = ""
    self.push = { context in context.push(AnyView(destination)) }
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    // On a row of a `List` or `Form` the label takes the width the `›` leaves, leading-aligned,
    // so the `›` sits at the row's trailing edge, as SwiftUI draws a row's disclosure chevron,
    // and the chevrons of rows with labels of different widths line up. A badge on the label
    // is drawn at the label's trailing edge, before the `›`.
    if inputs.environment.isListRow {
      let row = HStack(spacing: 1) {
        ImplicitRow(content: view.label).frame(maxWidth: .infinity, alignment: .leading)
        Text(verbatim: "›").foregroundColor(.secondary).accessibilityHidden(true)
      }
      appendLink(view, row: row, inputs: inputs, into: &nodes)
    } else {
      var inputs = inputs
      if !inputs.environment.isPlainStyled && inputs.environment.navigationContext != nil {
        inputs.environment.foregroundColor = .accentColor
      }
      appendLink(view, row: ImplicitRow(content: view.label), inputs: inputs, into: &nodes)
    }
  }

  /// Appends the link's list row with `badge` between the label and the `›`, as SwiftUI draws
  /// `.badge(_:)` on a link in a list.
  func appendListRow(badge: String, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let row = HStack(spacing: 1) {
      ImplicitRow(content: label).frame(maxWidth: .infinity, alignment: .leading)
      Text(verbatim: badge).foregroundColor(.secondary)
      Text(verbatim: "›").foregroundColor(.secondary).accessibilityHidden(true)
    }
    Self.appendLink(self, row: row, inputs: inputs, into: &nodes)
  }

  /// Appends `row`, the drawn link, tappable to push when a `NavigationStack` encloses it.
  /// Outside any, it is disabled, as iOS draws a link with nowhere to push: dimmed, and a
  /// screen reader says so.
  private static func appendLink<Row: View>(
    _ view: Self, row: Row, inputs: _ViewInputs, into nodes: inout [NodeRef]
  ) {
    guard let context = inputs.environment.navigationContext else {
      var disabled = inputs
      disabled.environment.isEnabled = false
      disabled.environment.textAttributes.insert(.dim)
      regionNodes(row, inputs: disabled, kind: .link, label: view.title, action: .tap {}, into: &nodes)
      return
    }
    let push = view.push
    regionNodes(row, inputs: inputs, kind: .link, label: view.title, action: .tap { push(context) }, into: &nodes)
  }
}

extension NavigationLink {
  /// A link whose destination is built by a closure, as SwiftUI's
  /// `NavigationLink { Detail() } label: { Text("Open") }`.
  public init<Destination: View>(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), label: label)
  }

  /// SwiftUI's deprecated link driven by a flag: tapping it sets `isActive` and pushes.
  public init<Destination: View>(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.title = ""
    self.push = { context in
      isActive.wrappedValue = true
      context.push(AnyView(destination))
    }
  }
}

extension NavigationLink where Label == Text {
  /// A text link whose destination is built by a closure.
  @_disfavoredOverload
  public init<S: StringProtocol, Destination: View>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(title, destination: destination())
  }

  /// A text link whose destination is built by a closure.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init<Destination: View>(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(titleKey, destination: destination())
  }

  /// SwiftUI's deprecated text link driven by a flag.
  @_disfavoredOverload
  public init<S: StringProtocol, Destination: View>(
    _ title: S, destination: Destination, isActive: Binding<Bool>
  ) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
    self.title = String(title)
  }

  /// SwiftUI's deprecated text link driven by a flag.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init<Destination: View>(
    _ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>
  ) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    self.title = titleKey.text.content
  }

  /// A text link to a value.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.label = Text(title)
    self.title = String(title)
    self.push = { context in if let value { context.push(value: value) } }
  }

  /// A text link to a value.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.label = Text(titleKey)
    self.title = titleKey.text.content
    self.push = { context in if let value { context.push(value: value) } }
  }

  /// A text link to a destination view.
  @_disfavoredOverload
  public init<S: StringProtocol, Destination: View>(_ title: S, destination: Destination) {
    self.label = Text(title)
    self.title = String(title)
    self.push = { context in context.push(AnyView(destination)) }
  }

  /// A text link to a destination view.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init<Destination: View>(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.label = Text(titleKey)
    self.title = titleKey.text.content
    self.push = { context in context.push(AnyView(destination)) }
  }
}

/// Declares, for the enclosing `NavigationStack`, the screen shown for values of one type.
struct NavigationDestinationModifier<Value: Hashable, Destination: View>: PrimitiveModifier {
  let destination: (Value) -> Destination

  public static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    if let context = inputs.environment.navigationContext {
      let make = modifier.destination
      inputs.graph.performEffect {
        context.destinations[ObjectIdentifier(Value.self)] = { value in AnyView(make(value as! Value)) }
      }
    }
    content(inputs, &nodes)
  }
}

/// Sets the title the enclosing `NavigationStack` shows for this screen.
struct NavigationTitleModifier: PrimitiveModifier {
  let title: Text

  public static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    if let context = inputs.environment.navigationContext {
      let title = modifier.title
      inputs.graph.performEffect { context.title = title }
    }
    content(inputs, &nodes)
  }
}

extension View {
  /// Declares the screen a `NavigationLink(value:)` of type `D` pushes.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier(destination: destination))
  }

  /// The title of this screen in the enclosing `NavigationStack`.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(NavigationTitleModifier(title: Text(title)))
  }

  /// The title of this screen, written as a string literal (which may interpolate with
  /// `specifier:` or `format:`, as in `Text`).
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    modifier(NavigationTitleModifier(title: Text(titleKey)))
  }

  /// The title of this screen, given as a `Text`; the bar draws its characters in bold.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(NavigationTitleModifier(title: title))
  }
}
