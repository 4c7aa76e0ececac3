import TextUI

struct WeatherCard: View {
  let city: String
  let temperature: Int
  let condition: String
  let high: Int
  let low: Int

  var symbol: String {
    switch condition {
    case "Sunny": return "sun.max.fill"
    case "Rain": return "cloud.rain"
    default: return "cloud.fill"
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(city).font(.headline)
      HStack {
        Image(systemName: symbol)
          .symbolRenderingMode(.multicolor)
          .imageScale(.large)
        Text("\(temperature)°").font(.largeTitle)
      }
      Text(condition)
      Text("H:\(high)° L:\(low)°").font(.caption)
    }
    .padding()
    .background(.blue)
    .foregroundColor(.white)
    .clipShape(RoundedRectangle(cornerRadius: 16))
  }
}

struct WeatherCard_Previews: PreviewProvider {
  static var previews: some View {
    VStack {
      WeatherCard(city: "Cupertino", temperature: 21, condition: "Sunny", high: 24, low: 12)
      WeatherCard(city: "London", temperature: 11, condition: "Rain", high: 13, low: 8)
    }
  }
}
