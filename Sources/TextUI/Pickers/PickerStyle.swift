/// How a `Picker` is drawn, as SwiftUI's `PickerStyle`. Set it with `.pickerStyle(_:)`, in
/// either spelling: `.pickerStyle(.segmented)` or `.pickerStyle(SegmentedPickerStyle())`.
///
/// | style | drawn as |
/// | --- | --- |
/// | `.menu` | `Sort [ Title ▾ ]`; tapping opens the options in a box below |
/// | `.inline` | the label, then one row per option, `✓` on the selected one |
/// | `.segmented` | `[ Day │ Week │ Month ]`, the selected segment in inverse video |
/// | `.wheel` | five rows, the selection centred between `›` and `‹`, neighbours dim |
/// | `.navigationLink` | `Label  Value ›`; tapping pushes a screen of options |
/// | `.radioGroup` | as `.inline` with `(•)` and `( )` marks |
/// | `.palette` | as `.segmented` |
/// | `.automatic` | `.menu`, drawn as a full-width `Label  Value ▾` row inside a `List` |
public protocol PickerStyle: Sendable {}

/// What a picker style draws; every public style maps to one of these.
enum PickerDrawing: Sendable, Hashable {
  case automatic, menu, inline, segmented, wheel, navigationLink, radioGroup
}

/// A public style that TextUI knows how to draw.
protocol DrawnPickerStyle: PickerStyle {
  var drawing: PickerDrawing { get }
}

/// SwiftUI's `DefaultPickerStyle`: a menu, drawn as a full-width row inside a `List`.
public struct DefaultPickerStyle: PickerStyle, DrawnPickerStyle {
  /// Creates the default style.
  public init() {}
  var drawing: PickerDrawing { .automatic }
}

/// SwiftUI's `MenuPickerStyle`: the label and the current value, `Sort [ Title ▾ ]`; tapping
/// it opens the options in a box below, and tapping an option selects it and closes the box.
public struct MenuPickerStyle: PickerStyle, DrawnPickerStyle {
  /// Creates the menu style.
  public init() {}
  var drawing: PickerDrawing { .menu }
}

/// SwiftUI's `InlinePickerStyle`: every option on its own row, `✓` on the selected one.
public struct InlinePickerStyle: PickerStyle, DrawnPickerStyle {
  /// Creates the inline style.
  public init() {}
  var drawing: PickerDrawing { .inline }
}

/// SwiftUI's `SegmentedPickerStyle`: the options side by side in one bar,
/// `[ Day │ Week │ Month ]`, the selected one in inverse video. The label is not drawn, as
/// in SwiftUI.
public struct SegmentedPickerStyle: PickerStyle, DrawnPickerStyle {
  /// Creates the segmented style.
  public init() {}
  var drawing: PickerDrawing { .segmented }
}

/// SwiftUI's `WheelPickerStyle`: the selected option centred between `›` and `‹`, with two
/// dim neighbours above and below.
public struct WheelPickerStyle: PickerStyle, DrawnPickerStyle {
  /// Creates the wheel style.
  public init() {}
  var drawing: PickerDrawing { .wheel }
}

/// SwiftUI's `NavigationLinkPickerStyle`: a `Label  Value ›` row that pushes a screen of the
/// options on the enclosing `NavigationStack`; tapping one selects it and goes back. Outside
/// a navigation stack it opens the options below, as a menu does.
public struct NavigationLinkPickerStyle: PickerStyle, DrawnPickerStyle {
  /// Creates the navigation-link style.
  public init() {}
  var drawing: PickerDrawing { .navigationLink }
}

/// SwiftUI's macOS `RadioGroupPickerStyle`: one row per option, `(•)` on the selected one.
public struct RadioGroupPickerStyle: PickerStyle, DrawnPickerStyle {
  /// Creates the radio-group style.
  public init() {}
  var drawing: PickerDrawing { .radioGroup }
}

/// SwiftUI's `PalettePickerStyle`: drawn as the segmented style, its closest terminal form.
public struct PalettePickerStyle: PickerStyle, DrawnPickerStyle {
  /// Creates the palette style.
  public init() {}
  var drawing: PickerDrawing { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The default style: a menu, drawn as a full-width row inside a `List`.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  /// A menu: `Sort [ Title ▾ ]`, opening the options in a box below.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  /// Every option on its own row, `✓` on the selected one.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  /// The options side by side in one bar, the selected one in inverse video.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  /// The selected option centred, with dim neighbours above and below.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A `Label  Value ›` row that pushes a screen of the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
  /// One row per option, `(•)` on the selected one.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
  /// Drawn as the segmented style.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerDrawingKey: EnvironmentKey {
  static let defaultValue = PickerDrawing.automatic
}

private struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

private struct ListRowKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// How pickers below are drawn, set by `.pickerStyle(_:)`.
  var pickerDrawing: PickerDrawing {
    get { self[PickerDrawingKey.self] }
    set { self[PickerDrawingKey.self] = newValue }
  }

  /// Whether controls below leave out their labels, set by `.labelsHidden()`.
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }

  /// Whether views below are rows of a `List` (or `Form`), where a default picker is drawn
  /// as a full-width row, a `NavigationLink` puts its `›` at the row's trailing edge and a
  /// `.badge` is drawn there too.
  var isListRow: Bool {
    get { self[ListRowKey.self] }
    set { self[ListRowKey.self] = newValue }
  }
}

extension View {
  /// Sets how pickers below this view are drawn, as SwiftUI's `.pickerStyle(_:)`:
  /// `.pickerStyle(.segmented)`, `.pickerStyle(.wheel)`, `.pickerStyle(MenuPickerStyle())`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let drawing = (style as? any DrawnPickerStyle)?.drawing ?? .automatic
    return environment(\.pickerDrawing, drawing)
  }

  /// Hides the labels of pickers, toggles and steppers below this view, as SwiftUI's
  /// `.labelsHidden()`: a picker keeps its options and current value, a toggle its box, a
  /// stepper its buttons. Preview steps still find them by their titles.
  public func labelsHidden() -> some View {
    environment(\.labelsHidden, true)
  }
}
