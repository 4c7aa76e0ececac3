/// An image, as SwiftUI's `Image`, drawn as text: a system symbol as the one-cell Unicode
/// symbol with the same meaning (`Image(systemName: "star.fill")` → "★", see `LabelSymbols`;
/// a symbol it has none for draws nothing, as on iOS, and the preview runner warns about it), and an image from
/// the app's assets, which a terminal cannot show, as its name in brackets, cut to 16
/// characters: `[logo]`. Never a crash, whatever the name.
public struct Image: View, Equatable {
  let text: String
  /// The SF Symbol's name, for a system image: what a screen reader reads when there is no
  /// label.
  var symbolName: String? = nil
  /// The label `Image(_:label:)` gives it.
  var accessibilityName: String? = nil
  /// Made with `Image(decorative:)`: hidden from a screen reader.
  var isDecorative = false

  /// A system symbol by its SF Symbols name.
  public init(systemName: String) {
    text = LabelSymbols.symbol(named: systemName)
    symbolName = systemName
    // A symbol that draws nothing has nothing for a screen reader either.
    isDecorative = text == LabelSymbols.unknownSymbol
  }

  /// An image from the app's assets, shown as its name in brackets.
  public init(_ name: String) {
    text = Image.bracketed(name)
  }

  /// An image from the app's assets with an accessibility label; drawn as its name, read as
  /// the label.
  public init(_ name: String, label: Text) {
    self.init(name)
    accessibilityName = label.plainString
  }

  /// A decorative image from the app's assets; drawn as its name, hidden from a screen reader.
  public init(decorative name: String) {
    self.init(name)
    isDecorative = true
  }

  /// `name` in brackets, cut to 16 characters: how an image a terminal cannot show is drawn.
  nonisolated static func bracketed(_ name: String) -> String {
    let limit = 16
    let short = name.count > limit ? String(name.prefix(limit - 1)) + "…" : name
    return "[\(short)]"
  }

  /// The image's text, an image element for a screen reader.
  public var body: some View {
    Text(verbatim: text).accessibility(
      .image(symbol: symbolName, label: accessibilityName, decorative: isDecorative))
  }

  /// SwiftUI's `.resizable()`: an image in a terminal is its text, which keeps its size.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    self
  }

  /// SwiftUI's `.renderingMode(_:)`; accepted with no effect.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// SwiftUI's `.interpolation(_:)`; accepted with no effect.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// SwiftUI's `.antialiased(_:)`; accepted with no effect.
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  /// How an image fills extra space, as SwiftUI's `Image.ResizingMode`.
  public enum ResizingMode: Sendable, Hashable {
    /// Repeat, or stretch.
    case tile, stretch
  }
  /// How an image is coloured, as SwiftUI's `Image.TemplateRenderingMode`.
  public enum TemplateRenderingMode: Sendable, Hashable {
    /// Foreground colour, or own.
    case template, original
  }
  /// How an image is scaled, as SwiftUI's `Image.Interpolation`.
  public enum Interpolation: Sendable, Hashable {
    /// Least to most smoothing.
    case none, low, medium, high
  }
  /// The relative size of a symbol, as SwiftUI's `Image.Scale`.
  public enum Scale: Sendable, Hashable {
    /// Symbol sizes; one cell.
    case small, medium, large
  }
}

/// How content fits its frame, as SwiftUI's `ContentMode`.
public enum ContentMode: Sendable, Hashable, CaseIterable {
  /// The content fits inside its frame, or fills it; text keeps its own size either way.
  case fit, fill
}

extension View {
  /// SwiftUI's `.aspectRatio(_:contentMode:)`. Text keeps its own shape in cells; accepted
  /// with no effect.
  public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View { self }

  /// SwiftUI's `.scaledToFit()`; accepted with no effect.
  public func scaledToFit() -> some View { self }

  /// SwiftUI's `.scaledToFill()`; accepted with no effect.
  public func scaledToFill() -> some View { self }
}
