import SwiftUI

struct StatCard: View {
  let stat: Stat

  private var progress: Double { min(stat.value / stat.goal, 1) }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(stat.title.uppercased())
        .font(.caption.weight(.semibold))
        .foregroundStyle(.secondary)
      HStack(alignment: .firstTextBaseline, spacing: 4) {
        Text(stat.value, format: .number.precision(.fractionLength(0...1)))
          .font(.system(.title, design: .rounded).bold())
        Text(stat.unit)
          .foregroundStyle(.secondary)
      }
      ProgressView(value: progress)
        .tint(progress >= 1 ? .green : .blue)
      Text("\(progress * 100, specifier: "%.0f")% of goal")
        .font(.caption)
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Color(.secondarySystemBackground))
    .cornerRadius(12)
  }
}

struct StatsDashboardView: View {
  private let columns = [GridItem(.adaptive(minimum: 150), spacing: 12)]
  private let stats = Stat.samples

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: columns, spacing: 12) {
          ForEach(stats) { stat in
            StatCard(stat: stat)
          }
        }
        .padding()
      }
      .navigationTitle("Today")
    }
  }
}

#Preview {
  StatsDashboardView()
}
