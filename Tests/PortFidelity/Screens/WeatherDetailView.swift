import TextUI

struct HourlyForecast: Identifiable {
  let id = UUID()
  let hour: String
  let symbol: String
  let temperature: Int
}

struct DailyForecast: Identifiable {
  let id = UUID()
  let day: String
  let symbol: String
  let low: Int
  let high: Int
}

struct WeatherDetailView: View {
  let hourly: [HourlyForecast]
  let daily: [DailyForecast]

  var body: some View {
    ScrollView {
      VStack(spacing: 24) {
        VStack(spacing: 4) {
          Text("San Francisco")
            .font(.largeTitle)
          Text("18°")
            .font(.system(size: 72, weight: .thin))
          Text("Partly Cloudy")
            .font(.title3)
          Text("H:21°  L:12°")
        }
        ScrollView(.horizontal, showsIndicators: false) {
          HStack(spacing: 20) {
            ForEach(hourly) { hour in
              VStack(spacing: 8) {
                Text(hour.hour)
                  .font(.caption)
                Image(systemName: hour.symbol)
                  .symbolRenderingMode(.multicolor)
                Text("\(hour.temperature)°")
              }
            }
          }
          .padding()
        }
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
        VStack(alignment: .leading, spacing: 0) {
          Label("10-DAY FORECAST", systemImage: "calendar")
            .font(.caption)
            .foregroundStyle(.secondary)
            .padding(.bottom, 8)
          ForEach(daily) { day in
            HStack {
              Text(day.day)
                .frame(width: 60, alignment: .leading)
              Image(systemName: day.symbol)
                .frame(width: 30)
              Spacer()
              Text("\(day.low)°")
                .foregroundStyle(.secondary)
              Capsule()
                .fill(.orange)
                .frame(width: 80, height: 4)
              Text("\(day.high)°")
            }
            .padding(.vertical, 8)
            Divider()
          }
        }
        .padding()
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
      }
      .padding()
    }
    .background(LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom))
  }
}

struct WeatherDetailView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    WeatherDetailView(
      hourly: [
        HourlyForecast(hour: "Now", symbol: "cloud.sun.fill", temperature: 18),
        HourlyForecast(hour: "11AM", symbol: "sun.max.fill", temperature: 19),
        HourlyForecast(hour: "12PM", symbol: "sun.max.fill", temperature: 21),
        HourlyForecast(hour: "1PM", symbol: "cloud.fill", temperature: 20),
        HourlyForecast(hour: "2PM", symbol: "cloud.drizzle.fill", temperature: 17),
      ],
      daily: [
        DailyForecast(day: "Today", symbol: "cloud.sun.fill", low: 12, high: 21),
        DailyForecast(day: "Tue", symbol: "sun.max.fill", low: 13, high: 23),
        DailyForecast(day: "Wed", symbol: "cloud.rain.fill", low: 11, high: 16),
      ])
  }
}
