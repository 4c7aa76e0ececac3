import SwiftUI

struct ForecastRow: View {
  let day: DayForecast

  var body: some View {
    HStack {
      Text(day.date, format: .dateTime.weekday(.abbreviated))
        .frame(width: 44, alignment: .leading)
      Image(systemName: day.symbol)
        .symbolRenderingMode(.multicolor)
        .frame(width: 30)
      if day.precipitationChance > 0.2 {
        Text(day.precipitationChance, format: .percent.precision(.fractionLength(0)))
          .font(.caption)
          .foregroundColor(.cyan)
      }
      Spacer()
      Text("\(day.low, specifier: "%.0f")°")
        .foregroundStyle(.secondary)
      Capsule()
        .fill(LinearGradient(colors: [.blue, .orange], startPoint: .leading, endPoint: .trailing))
        .frame(width: 60, height: 4)
      Text("\(day.high, specifier: "%.0f")°")
    }
    .font(.body.monospacedDigit())
  }
}

struct ForecastListView: View {
  let days: [DayForecast]

  var body: some View {
    VStack(alignment: .leading) {
      Label("5-DAY FORECAST", systemImage: "calendar")
        .font(.caption)
        .foregroundStyle(.secondary)
      Divider()
      ForEach(days) { day in
        ForecastRow(day: day)
        if day.id != days.last?.id {
          Divider()
        }
      }
    }
    .padding()
    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    .padding()
  }
}

#Preview {
  ForecastListView(days: DayForecast.week)
}
