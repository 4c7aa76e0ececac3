import TextUI

// Not in the default state: "Search", "Library", "Activity", "Profile"

struct MainTabView: View {
  var body: some View {
    TabView {
      NavigationStack {
        List {
          Text("Recently played")
          Text("Made for you")
          Text("New releases")
        }
        .navigationTitle("Home")
      }
      .tabItem {
        Label("Home", systemImage: "house.fill")
      }
      Text("Search")
        .tabItem {
          Label("Search", systemImage: "magnifyingglass")
        }
      Text("Library")
        .tabItem {
          Label("Library", systemImage: "books.vertical.fill")
        }
      Text("Activity")
        .tabItem {
          Label("Activity", systemImage: "bell.badge")
        }
        .badge(3)
      Text("Profile")
        .tabItem {
          Label("Profile", systemImage: "person.crop.circle")
        }
    }
  }
}

struct MainTabView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40], height: 16) }
  static var previews: some View {
    MainTabView()
  }
}
