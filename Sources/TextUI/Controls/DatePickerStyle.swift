import Foundation

/// A look for `DatePicker`s (`.compact`, `.graphical`, `.wheel`). Every style is drawn as the
/// compact one: a terminal row has no room for a calendar grid or a wheel.
public protocol DatePickerStyle: Sendable {}

/// The platform's default date picker look; drawn compact.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The default style.
  public init() {}
}

/// A label and a bracketed date: how every `DatePicker` is drawn.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The compact style.
  public init() {}
}

/// A calendar grid in SwiftUI; drawn compact.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The graphical style.
  public init() {}
}

/// Spinning wheels in SwiftUI; drawn compact.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The wheel style.
  public init() {}
}

/// An editable text field in SwiftUI (macOS); drawn compact.
public struct FieldDatePickerStyle: DatePickerStyle {
  /// The field style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's default look; drawn compact.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A label and a bracketed date.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar grid in SwiftUI; drawn compact.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Spinning wheels in SwiftUI; drawn compact.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// A text field in SwiftUI; drawn compact.
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension View {
  /// SwiftUI's date picker look. Accepted; every `DatePicker` is drawn compact.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
