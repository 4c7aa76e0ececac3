import Foundation

/// SwiftUI's `DatePicker`: a label and the chosen date, as iOS draws its compact style —
/// `Due              [Nov 23, 2026] [1:45 PM]`.
///
/// The date is formatted in the environment's `\.locale`, `\.timeZone` and `\.calendar`,
/// which default to `en_US_POSIX`, UTC and Gregorian — never the machine's — so a snapshot
/// is the same everywhere; set them with `.environment(\.timeZone, …)` for another. A value
/// outside the `in:` range is shown clamped to it, as the picker would offer it. Picking a
/// date is not a preview step: give the state the date to show.
public struct DatePicker<Label: View>: View {
  let label: Label
  let selection: Binding<Date>
  let lowerBound: Date?
  let upperBound: Date?
  let components: DatePickerComponents
  @Environment(\.locale) private var locale
  @Environment(\.timeZone) private var timeZone
  @Environment(\.calendar) private var calendar

  /// A picker of the `displayedComponents` of `selection`, labelled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, lowerBound: nil, upperBound: nil, components: displayedComponents, label: label())
  }

  /// A picker of dates in `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
      components: displayedComponents, label: label())
  }

  /// A picker of dates from `range`'s start on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: range.lowerBound, upperBound: nil, components: displayedComponents,
      label: label())
  }

  /// A picker of dates up to `range`'s end.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: nil, upperBound: range.upperBound, components: displayedComponents,
      label: label())
  }

  private init(
    selection: Binding<Date>, lowerBound: Date?, upperBound: Date?, components: DatePickerComponents, label: Label
  ) {
    self.label = label
    self.selection = selection
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.components = components
  }

  public var body: some View {
    HStack(spacing: 1) {
      label
      Spacer(minLength: 1)
      ForEach(fields, id: \.self) { field in
        Text(verbatim: "[\(field)]").fixedSize()
      }
    }
  }

  /// The date shown, clamped to the range.
  var shownDate: Date {
    var date = selection.wrappedValue
    if let lowerBound, date < lowerBound { date = lowerBound }
    if let upperBound, date > upperBound { date = upperBound }
    return date
  }

  /// The bracketed fields: the date, then the time, as the components ask.
  var fields: [String] {
    let date = shownDate
    var fields: [String] = []
    if components.contains(.date) { fields.append(format(date, template: "yMMMd", posixFormat: "MMM d, y")) }
    if components.contains(.hourMinuteAndSecond) {
      fields.append(format(date, template: "jmmss", posixFormat: "h:mm:ss a"))
    } else if components.contains(.hourAndMinute) {
      fields.append(format(date, template: "jmm", posixFormat: "h:mm a"))
    }
    return fields
  }

  /// `date` in the environment's locale, time zone and calendar. In `en_US_POSIX` (the
  /// default) the pattern is fixed rather than looked up, because newer CLDR data puts a
  /// narrow no-break space before "PM" and a snapshot must not change with the ICU version.
  private func format(_ date: Date, template: String, posixFormat: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.calendar = calendar
    if locale.identifier == "en_US_POSIX" {
      formatter.dateFormat = posixFormat
    } else {
      formatter.setLocalizedDateFormatFromTemplate(template)
    }
    return formatter.string(from: date)
  }
}

extension DatePicker where Label == Text {
  /// A picker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled `titleKey`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `title`, of dates in `range`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled `titleKey`, of dates in `range`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `title`, of dates from `range`'s start on.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled `titleKey`, of dates from `range`'s start on.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `title`, of dates up to `range`'s end.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled `titleKey`, of dates up to `range`'s end.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

extension DatePicker {
  /// The parts of a date a picker shows (SwiftUI's `DatePicker.Components`).
  public typealias Components = DatePickerComponents
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
  public let rawValue: UInt

  /// A components set from its raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Hour and minute: `[1:45 PM]`.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// Day, month and year: `[Nov 23, 2026]`.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
  /// Hour, minute and second: `[1:45:07 PM]`.
  public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)
}
