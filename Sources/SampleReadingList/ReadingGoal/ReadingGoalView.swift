import TextUI

/// The reading-goal screen: a segmented period picker, a menu picker for the shelf order, an
/// inline genre picker beside a wheel of pages a day, and a menu of actions on the goal.
///
/// ```swift
/// NavigationStack { ReadingGoalView(goal: ReadingGoal(period: .day)) }
/// ```
public struct ReadingGoalView: View {
  @State private var goal: ReadingGoal
  @State private var notice: String?

  /// The screen, starting from `goal`.
  public init(goal: ReadingGoal = ReadingGoal()) {
    _goal = State(initialValue: goal)
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: .rows(1)) {
      Picker("Period", selection: $goal.period) {
        ForEach(ReadingGoal.Period.allCases) { period in
          Text(period.rawValue)
        }
      }
      .pickerStyle(.segmented)

      HStack(alignment: .top, spacing: .columns(4)) {
        Picker("Genre", selection: $goal.genre) {
          ForEach(ReadingGoal.Genre.allCases, id: \.self) { genre in
            Text(genre.rawValue)
          }
        }
        .pickerStyle(.inline)

        Picker("Pages a day", selection: $goal.pagesPerDay) {
          ForEach(ReadingGoal.pageChoices, id: \.self) { pages in
            Text("\(pages)")
          }
        }
        .pickerStyle(.wheel)
      }

      Text(goal.summary).bold()

      // Side by side when both fit, as in English; one above the other when a longer
      // language (the pseudo-locale's snapshot caught it) would wrap the picker's label.
      ViewThatFits(in: .horizontal) {
        HStack(alignment: .top) {
          shelfOrderPicker
          Spacer()
          goalMenu
        }
        VStack(alignment: .leading) {
          shelfOrderPicker
          goalMenu
        }
      }

      if let notice {
        Text(notice).dim()
      }
    }
    .padding(.horizontal, .columns(1))
    .navigationTitle("Reading goal")
  }

  private var shelfOrderPicker: some View {
    Picker("Shelf order", selection: $goal.order) {
      ForEach(ReadingGoal.ShelfOrder.allCases, id: \.self) { order in
        Text(order.rawValue)
      }
    }
    .pickerStyle(.menu)
  }

  private var goalMenu: some View {
    Menu("Goal") {
      Button("Read twice as much") { goal.pagesPerDay = min(goal.pagesPerDay * 2, 100) }
      Button("Share progress") { notice = "Shared: \(goal.summary)" }
      Divider()
      Button("Reset goal", role: .destructive) {
        goal = ReadingGoal()
        notice = "Goal reset."
      }
    }
  }
}
