/// SwiftUI's `#Preview`: declares a preview next to the code it shows, with no type to name.
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Empty", traits: .sizeThatFitsLayout) { ContentView(items: []) }
/// ```
///
/// The registry plugin finds every use and the runner renders each as a state of the
/// component named after the file (`ContentView.swift` → `ContentView`): a named preview is
/// the state of that name, unnamed ones are `default`, `default 2`, … in file order.
/// The macro is implemented by a small compiler plugin in this package (`TextUIMacros`), so
/// using it needs no swift-syntax. Each use expands to a function named `__textUIPreview`
/// whose argument label is made of the file name and line, which the plugin calls.
@freestanding(declaration, names: named(__textUIPreview))
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TextUIMacros", type: "PreviewMacro")

/// SwiftUI's `@Previewable`: marks `@State` at the top of a `#Preview`'s closure, which the
/// preview's expansion lifts into a small view so that steps can change it and redraw.
///
/// ```swift
/// #Preview {
///   @Previewable @State var isOn = true
///   Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "TextUIMacros", type: "PreviewableMacro")

/// A preview declared with `#Preview`: its name, traits and view, as the macro's expansion
/// hands them to the runner.
public struct PreviewDeclaration {
  /// The name given to `#Preview`, if any.
  public var name: String?
  /// The traits given to `#Preview`.
  public var traits: [PreviewTrait]
  /// Builds the preview's view, fresh for every render.
  public var makeView: @MainActor () -> AnyView

  /// A preview with the arguments of `#Preview`; the macro's expansion calls this.
  public init(
    _ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = traits
    self.makeView = { AnyView(body()) }
  }

  /// One state per declaration, in order: each named after its `#Preview` name, unnamed ones
  /// `default`, `default 2`, `default 3`, … so that adding a named preview never renames
  /// the others' snapshots.
  public static func states(_ declarations: [PreviewDeclaration]) -> [PreviewState] {
    var unnamed = 0
    return declarations.map { declaration in
      let name: String
      if let given = declaration.name {
        name = given
      } else {
        unnamed += 1
        name = unnamed == 1 ? "default" : "default \(unnamed)"
      }
      var state = PreviewState(name) { EmptyView() }
      state.makeView = declaration.makeView
      return state
    }
  }
}

/// SwiftUI's preview traits (`PreviewTrait<Preview.ViewTraits>`): how a canvas shows a
/// preview. A terminal canvas has one size and no orientation, so each is accepted and the
/// preview renders on the provider's default layout.
public struct PreviewTrait: Sendable, Hashable {
  let name: String

  /// The content at its natural size.
  public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
  /// The device's full screen.
  public static let defaultLayout = PreviewTrait(name: "defaultLayout")
  /// A fixed canvas in points; cells are not points, so the default canvas is kept.
  public static func fixedLayout(width: Double, height: Double) -> PreviewTrait {
    PreviewTrait(name: "fixedLayout")
  }
  /// Portrait orientation.
  public static let portrait = PreviewTrait(name: "portrait")
  /// Portrait, upside down.
  public static let portraitUpsideDown = PreviewTrait(name: "portraitUpsideDown")
  /// Landscape, turned left.
  public static let landscapeLeft = PreviewTrait(name: "landscapeLeft")
  /// Landscape, turned right.
  public static let landscapeRight = PreviewTrait(name: "landscapeRight")
}
