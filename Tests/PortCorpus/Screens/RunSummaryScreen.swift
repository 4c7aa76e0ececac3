import TextUI

struct RunSummary {
  var date: Date
  var distance: Double
  var duration: TimeInterval
  var calories: Int
  var averagePace: Double
  var cost: Double
}

struct IconAboveLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 0) {
      configuration.icon
      configuration.title
    }
  }
}

struct RunSummaryScreen: View {
  let run = RunSummary(
    date: Date(timeIntervalSince1970: 1_767_189_600), distance: 10.457, duration: 3_185, calories: 712,
    averagePace: 5.08, cost: 12.5)
  @State private var showsSplits = true
  @State private var note = ""

  var body: some View {
    NavigationView {
      Form {
        Section {
          Text(run.date, style: .date)
          Text("Started \(run.date, style: .relative) ago, at \(run.date, style: .time)")
            .foregroundStyle(.secondary)
        }
        Section("Summary") {
          LabeledContent("Distance") {
            Text("\(run.distance, specifier: "%.2f") km")
          }
          LabeledContent("Pace") {
            Text("\(run.averagePace, specifier: "%.1f") min/km")
          }
          LabeledContent("Calories", value: run.calories, format: .number)
          LabeledContent("Race fee") {
            Text(run.cost, format: .currency(code: "USD"))
          }
          Toggle("Show splits", isOn: $showsSplits.animation(.easeInOut))
        }
        Section {
          TextField("How did it feel?", text: $note, axis: .vertical)
            .lineLimit(1...4)
          HStack {
            Label("Share", systemImage: "square.and.arrow.up")
            Spacer()
            Label("Save", systemImage: "bookmark")
            Spacer()
            Label("Delete", systemImage: "trash")
          }
          .labelStyle(IconAboveLabelStyle())
        }
      }
      .navigationBarTitle(Text("Morning Run"), displayMode: .inline)
    }
  }
}

struct RunSummaryScreen_Previews: PreviewProvider {
  static var previews: some View {
    RunSummaryScreen()
  }
}
