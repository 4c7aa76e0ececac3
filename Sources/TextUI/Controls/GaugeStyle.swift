/// How a `Gauge` looks, as SwiftUI's `GaugeStyle`. Every built-in style is drawn as TextUI's
/// gauge, a bar with the current value's label: the circular styles of watch complications
/// and widgets have no shape in cells, and a bar says the same. Accepted so that SwiftUI code
/// ports unchanged.
public protocol GaugeStyle {}

/// The platform's default gauge.
public struct DefaultGaugeStyle: GaugeStyle {
  /// The default style.
  public init() {}
}
/// A ring that fills with the value, as in a circular complication.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// The circular capacity style; drawn as a bar.
  public init() {}
}
/// An open ring with a marker at the value.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// The circular style; drawn as a bar.
  public init() {}
}
/// A thin bar with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// The linear style; drawn as a bar.
  public init() {}
}
/// A thin bar filled up to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// The linear capacity style; drawn as a bar.
  public init() {}
}
/// A bar filled up to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// The capacity style; drawn as a bar.
  public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's default gauge: a bar.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A ring filled with the value; drawn as a bar.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker; drawn as a bar.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A thin bar with a marker; drawn as a bar.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A thin filled bar; drawn as a bar.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A filled bar.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension View {
  /// Sets the style of gauges below, as SwiftUI's `.gaugeStyle(_:)`; every style is drawn as
  /// a bar (see ``GaugeStyle``).
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
