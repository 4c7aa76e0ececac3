import SwiftUI

struct WorkoutDetailView: View {
  let workout: Workout

  private var pace: Double {
    guard workout.distance > 0 else { return 0 }
    return workout.duration / 60 / workout.distance
  }

  var body: some View {
    List {
      Section {
        HStack(spacing: 12) {
          Image(systemName: workout.symbol)
            .font(.largeTitle)
            .foregroundStyle(.green)
          VStack(alignment: .leading, spacing: 4) {
            Text(workout.kind)
              .font(.headline)
            Text(workout.date, style: .date)
              .font(.subheadline)
              .foregroundStyle(.secondary)
          }
        }
        .padding(.vertical, 4)
      }

      Section("Summary") {
        LabeledContent("Distance") {
          Text("\(workout.distance, specifier: "%.2f") km")
        }
        LabeledContent("Duration") {
          Text(Duration.seconds(workout.duration), format: .time(pattern: .hourMinuteSecond))
        }
        LabeledContent("Avg. Pace") {
          Text("\(pace, specifier: "%.1f") min/km")
        }
        LabeledContent("Calories", value: workout.calories, format: .number)
        LabeledContent("Avg. Heart Rate") {
          Text(workout.averageHeartRate, format: .number.precision(.fractionLength(0)))
            + Text(" bpm").foregroundColor(.secondary)
        }
      }

      Section {
        Label("Started at \(workout.date.formatted(date: .omitted, time: .shortened))", systemImage: "clock")
        Label("Outdoor", systemImage: "sun.max")
      }
      .labelStyle(.titleAndIcon)
    }
    .navigationTitle("Workout")
    .navigationBarTitleDisplayMode(.inline)
  }
}

#Preview {
  NavigationStack {
    WorkoutDetailView(workout: .sample)
  }
}
