//
//  SettingsView.swift
//  Journal
//

import SwiftUI

struct SettingsView: View {
  @AppStorage("useDarkMode") private var useDarkMode = false
  @AppStorage("fontSize") private var fontSize = 16.0
  @AppStorage("reminderEnabled") private var reminderEnabled = true
  @AppStorage("sortOrder") private var sortOrder = "newest"
  @State private var showResetAlert = false

  let sortOptions = ["newest", "oldest", "title"]

  var body: some View {
    NavigationView {
      Form {
        Section(header: Text("Appearance")) {
          Toggle("Dark Mode", isOn: $useDarkMode)
          HStack {
            Text("Font Size")
            Slider(value: $fontSize, in: 12...24, step: 1)
            Text("\(Int(fontSize))")
          }
        }

        Section(header: Text("Entries"), footer: Text("Choose how entries are ordered in the list.")) {
          Picker("Sort by", selection: $sortOrder) {
            ForEach(sortOptions, id: \.self) { option in
              Text(option.capitalized)
            }
          }
          Toggle("Daily reminder", isOn: $reminderEnabled)
        }

        Section {
          Button("Reset All Settings") {
            showResetAlert = true
          }
          .foregroundColor(.red)
        }
      }
      .navigationBarTitle("Settings")
      .alert(isPresented: $showResetAlert) {
        Alert(
          title: Text("Reset settings?"),
          message: Text("This cannot be undone."),
          primaryButton: .destructive(Text("Reset")) {
            useDarkMode = false
            fontSize = 16
          },
          secondaryButton: .cancel()
        )
      }
    }
  }
}

struct SettingsView_Previews: PreviewProvider {
  static var previews: some View {
    SettingsView()
  }
}
