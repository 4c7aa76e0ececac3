import SwiftUI

struct StatsDashboardView: View {
  let stats: StatsSnapshot

  private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 20) {
        VStack(alignment: .leading, spacing: 8) {
          HStack {
            Text("Steps")
              .font(.headline)
            Spacer()
            Text(stats.stepProgress, format: .percent.precision(.fractionLength(0)))
              .font(.subheadline.bold())
              .foregroundStyle(.green)
          }
          ProgressView(value: stats.stepProgress)
            .tint(.green)
          Text("\(stats.steps.formatted()) of \(stats.stepGoal.formatted()) steps")
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))

        LazyVGrid(columns: columns, spacing: 12) {
          StatCard(title: "Active", value: "\(stats.activeMinutes) min", systemImage: "figure.run", tint: .orange)
          StatCard(
            title: "Sleep", value: stats.sleepHours.formatted(.number.precision(.fractionLength(1))) + " h",
            systemImage: "bed.double.fill", tint: .indigo)
          StatCard(title: "Water", value: "\(stats.waterLitres.formatted()) L", systemImage: "drop.fill", tint: .cyan)
          StatCard(title: "Streak", value: "\(stats.streakDays) days", systemImage: "flame.fill", tint: .red)
        }

        HStack {
          Gauge(value: stats.waterLitres, in: 0...2.5) {
            Text("Water")
          } currentValueLabel: {
            Text(stats.waterLitres.formatted())
          }
          .gaugeStyle(.accessoryCircularCapacity)
          .tint(.cyan)
          Text("Drink \((2.5 - stats.waterLitres).formatted()) L more to hit today's goal.")
            .font(.callout)
        }
      }
      .padding()
    }
    .background(Color(white: 0.95))
    .navigationTitle("Today")
  }
}

struct StatCard: View {
  let title: String
  let value: String
  let systemImage: String
  let tint: Color

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Image(systemName: systemImage)
        .font(.title2)
        .foregroundStyle(tint)
      Text(value)
        .font(.title3.bold())
      Text(title)
        .font(.caption)
        .foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding()
    .background(.background, in: RoundedRectangle(cornerRadius: 16))
  }
}

struct StatsDashboardView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationStack {
      StatsDashboardView(stats: .sample)
    }
  }
}
