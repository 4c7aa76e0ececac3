// Modifiers whose effect a terminal cannot show. Each is accepted so that SwiftUI code
// ports unchanged, returns the view as it is, and never traps; the support table of the
// Porting SwiftUI article lists them as "accepted, no effect".

extension View {
  /// SwiftUI's `.clipShape(_:)`. Cells cannot be cut into curves; accepted with no effect.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }

  /// SwiftUI's `.contentShape(_:)`. The tappable region of a preview step is the view's
  /// rectangle already; accepted with no effect.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

  /// SwiftUI's `.cornerRadius(_:)`. Cells have square corners; accepted with no effect.
  public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View { self }

  /// SwiftUI's `.shadow(…)`. A terminal draws no shadows; accepted with no effect.
  public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> some View { self }

  /// SwiftUI's `.ignoresSafeArea(…)`. A terminal has no safe area; accepted with no effect.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

  /// SwiftUI's deprecated `.edgesIgnoringSafeArea(_:)`; accepted with no effect.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

  /// SwiftUI's `.statusBarHidden(_:)`. A terminal has no status bar; accepted with no effect.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// SwiftUI's `.zIndex(_:)`. Accepted with no effect: later views draw on top, as declared.
  public func zIndex(_ value: Double) -> some View { self }

  /// SwiftUI's `.keyboardShortcut(_:)`. Previews tap by label; accepted with no effect.
  public func keyboardShortcut(_ key: Character) -> some View { self }

  /// SwiftUI's `.help(_:)` tooltip. A terminal has no hover; accepted with no effect.
  public func help(_ text: String) -> some View { self }

  /// SwiftUI's `.controlSize(_:)`. Controls have one size in cells; accepted with no effect.
  public func controlSize(_ controlSize: ControlSize) -> some View { self }

  /// SwiftUI's `.imageScale(_:)`. Symbols are one cell; accepted with no effect.
  public func imageScale(_ scale: Image.Scale) -> some View { self }

  /// SwiftUI's `.symbolRenderingMode(_:)`; accepted with no effect.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

  /// SwiftUI's `.minimumScaleFactor(_:)`. Text cannot shrink in cells; accepted with no effect.
  public func minimumScaleFactor(_ factor: Double) -> some View { self }

  /// SwiftUI's `.scrollContentBackground(_:)`; accepted with no effect.
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }

  /// SwiftUI's `.listRowBackground(_:)`; accepted with no effect.
  public func listRowBackground<V: View>(_ view: V?) -> some View { self }

  /// SwiftUI's `.listRowSeparator(_:)`; rows have no separators here; accepted with no effect.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

  /// SwiftUI's `.listRowInsets(_:)`; rows have no insets here; accepted with no effect.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

  /// SwiftUI's `.redacted(reason:)`; accepted with no effect.
  public func redacted(reason: RedactionReasons) -> some View { self }

  /// SwiftUI's `.refreshable`. A snapshot is never pulled to refresh; accepted with no effect.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

  /// SwiftUI's `.sensoryFeedback(_:trigger:)`. A terminal has no haptics; accepted with no effect.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

  /// SwiftUI's `.sensoryFeedback(_:trigger:condition:)`; accepted with no effect.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View { self }

  /// SwiftUI's `.sensoryFeedback(trigger:_:)`, which picks the feedback from the old and new
  /// values; accepted with no effect.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View { self }

  /// SwiftUI's `.textSelection(_:)`. Snapshots are not selected; accepted with no effect.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

  /// SwiftUI's `.lineSpacing(_:)`. Lines of text are one cell apart; accepted with no effect.
  public func lineSpacing(_ lineSpacing: Double) -> some View { self }

  /// SwiftUI's `.kerning(_:)` on the text in a view. Every cell is the same width; accepted
  /// with no effect.
  public func kerning(_ kerning: Double) -> some View { self }

  /// SwiftUI's `.tracking(_:)` on the text in a view. Every cell is the same width; accepted
  /// with no effect.
  public func tracking(_ tracking: Double) -> some View { self }
}

extension Text {
  /// SwiftUI's `Text.kerning(_:)`. Every cell is the same width; accepted with no effect, and
  /// still a `Text`, so it chains with other text modifiers and `+`.
  public func kerning(_ kerning: Double) -> Text { self }

  /// SwiftUI's `Text.tracking(_:)`. Every cell is the same width; accepted with no effect, and
  /// still a `Text`, so it chains with other text modifiers and `+`.
  public func tracking(_ tracking: Double) -> Text { self }
}

/// A kind of haptic feedback, as SwiftUI's `SensoryFeedback`; a terminal plays none.
public struct SensoryFeedback: Sendable, Hashable {
  private let name: String

  /// A task succeeded. Accepted so SwiftUI code compiles; it has no effect.
  public static let success = SensoryFeedback(name: "success")
  /// A task produced a warning. Accepted so SwiftUI code compiles; it has no effect.
  public static let warning = SensoryFeedback(name: "warning")
  /// A task failed. Accepted so SwiftUI code compiles; it has no effect.
  public static let error = SensoryFeedback(name: "error")
  /// The selection changed. Accepted so SwiftUI code compiles; it has no effect.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up. Accepted so SwiftUI code compiles; it has no effect.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down. Accepted so SwiftUI code compiles; it has no effect.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An activity started. Accepted so SwiftUI code compiles; it has no effect.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped. Accepted so SwiftUI code compiles; it has no effect.
  public static let stop = SensoryFeedback(name: "stop")
  /// Something snapped into alignment. Accepted so SwiftUI code compiles; it has no effect.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A value crossed into a new level. Accepted so SwiftUI code compiles; it has no effect.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// Something was struck. Accepted so SwiftUI code compiles; it has no effect.
  public static let impact = SensoryFeedback(name: "impact")

  /// An impact of `weight` at `intensity` (0 to 1). Accepted so SwiftUI code compiles; it
  /// has no effect.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { impact }

  /// An impact of an object of `flexibility` at `intensity` (0 to 1). Accepted so SwiftUI
  /// code compiles; it has no effect.
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { impact }

  /// How heavy the object of an impact is, as SwiftUI's `SensoryFeedback.Weight`.
  public struct Weight: Sendable, Hashable {
    private let name: String
    /// A light object.
    public static let light = Weight(name: "light")
    /// A medium object.
    public static let medium = Weight(name: "medium")
    /// A heavy object.
    public static let heavy = Weight(name: "heavy")
  }

  /// How flexible the object of an impact is, as SwiftUI's `SensoryFeedback.Flexibility`.
  public struct Flexibility: Sendable, Hashable {
    private let name: String
    /// A rigid object.
    public static let rigid = Flexibility(name: "rigid")
    /// A solid object.
    public static let solid = Flexibility(name: "solid")
    /// A soft object.
    public static let soft = Flexibility(name: "soft")
  }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`; snapshots are never selected.
public protocol TextSelectability {
  /// Whether the text is selectable.
  static var allowsSelection: Bool { get }
}

/// Text that can be selected, as SwiftUI's `EnabledTextSelectability`.
public struct EnabledTextSelectability: TextSelectability {
  /// Selectable.
  public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected, as SwiftUI's `DisabledTextSelectability`.
public struct DisabledTextSelectability: TextSelectability {
  /// Not selectable.
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text can be selected. Accepted so SwiftUI code compiles; it has no effect.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text cannot be selected. Accepted so SwiftUI code compiles; it has no effect.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// The safe-area regions `.ignoresSafeArea` names.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The safe area a container's chrome, such as a bar, leaves. Accepted so SwiftUI code compiles; it has no effect.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The safe area a software keyboard leaves. Accepted so SwiftUI code compiles; it has no effect.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every safe-area region. Accepted so SwiftUI code compiles; it has no effect.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The size of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Sendable, Hashable, CaseIterable {
  /// The smallest control size. Accepted so SwiftUI code compiles; it has no effect.
  case mini
  /// A small control size. Accepted so SwiftUI code compiles; it has no effect.
  case small
  /// The default control size. Accepted so SwiftUI code compiles; it has no effect.
  case regular
  /// A large control size. Accepted so SwiftUI code compiles; it has no effect.
  case large
  /// The largest control size. Accepted so SwiftUI code compiles; it has no effect.
  case extraLarge
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Sendable, Hashable {
  private let name: String
  /// Draws every layer of a symbol in one colour. Accepted so SwiftUI code compiles; it has no effect.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Draws a symbol's layers in shades of one colour. Accepted so SwiftUI code compiles; it has no effect.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Draws a symbol in its own built-in colours. Accepted so SwiftUI code compiles; it has no effect.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// Draws a symbol's layers in colours you choose. Accepted so SwiftUI code compiles; it has no effect.
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Sendable, Hashable, CaseIterable {
  /// Shown or hidden as the context suggests.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// Vertical edges, for `.listRowSeparator(_:edges:)`.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both the top and bottom edges.
    public static let all: Set = [.top, .bottom]
  }
}

/// Why content is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Content shown as a placeholder while it loads. Accepted so SwiftUI code compiles; it has no effect.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Content hidden because it is private. Accepted so SwiftUI code compiles; it has no effect.
  public static let privacy = RedactionReasons(rawValue: 2)
}
