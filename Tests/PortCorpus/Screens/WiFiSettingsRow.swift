import TextUI

struct WiFiSettingsRow: View {
  @Binding var isOn: Bool
  let network: String

  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Wi-Fi", isOn: $isOn)
      if isOn {
        LabeledContent("Network", value: network)
      }
    }
    .padding(.horizontal)
  }
}

#Preview("On") {
  @Previewable @State var isOn = true
  WiFiSettingsRow(isOn: $isOn, network: "Home 5G")
}

#Preview("Off") {
  @Previewable @State var isOn = false
  WiFiSettingsRow(isOn: $isOn, network: "Home 5G")
}
